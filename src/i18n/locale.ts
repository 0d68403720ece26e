/** The language this build of the site is in. */
export const locale = 'en';
