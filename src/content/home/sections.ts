import type { HomeSections } from '../types';
import sections from './sections.en.json' with { type: 'json' };

/**
 * The home page's sections below the hero, in page order (the hero is in pages/index.en.json), in
 * the build's language (`sections.en.json` and its translations). A JSON import types their ids
 * and icons as any string, so `HomeSections` is asserted here.
 */
export default sections as HomeSections;
