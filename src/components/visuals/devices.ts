import { ICON_SPRITE_URL } from '../ui/icon-sprite';

/**
 * Where the device frames are served: `${DEVICES_URL}#device-phone` is a phone's body. The symbols of
 * devices.svg join the icons' sprite at build, so a page with a mockup fetches one drawing file.
 */
export const DEVICES_URL = ICON_SPRITE_URL;

/** The device drawings' source, its symbols copied into the sprite at build. */
export const DEVICES_SOURCE = 'src/components/visuals/devices.svg';
