import siteData from './settings/site/site.en.json' with { type: 'json' };

/** The site's name, tagline and description, in the build's language (`site.en.json` and its translations). */
export const site = siteData;
