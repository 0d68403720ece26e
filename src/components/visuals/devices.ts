/** Where the device frames are served: `${DEVICES_URL}#phone` is a phone's body (public/visuals/devices.svg). */
export const DEVICES_URL = '/visuals/devices.svg';
