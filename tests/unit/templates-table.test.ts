import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { templates } from '../../src/templates/load-template';

const root = resolve(import.meta.dirname, '../..');

describe('the table of templates (README: "Add a template")', () => {
  it.each(Object.entries(templates))('names %s by a source file that exists and loads its component', async (_name, entry) => {
    expect(existsSync(resolve(root, entry.file)), entry.file).toBe(true);
    const component = await entry.load();
    expect(typeof component).toBe('function');
    // The component is named as its file, so the file the prerenderer preloads is the one the router loads.
    expect(component.name).toBe(entry.file.replace(/^.*\/|\.tsx$/g, ''));
  });
});
