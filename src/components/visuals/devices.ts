/**
 * The device frames (`symbolHref('device-phone')` is a phone's body): symbols copied into the
 * sprite at build, which the prerenderer copies into each page that draws them.
 */
export const DEVICES_SOURCE = 'src/components/visuals/devices.svg';
