import { locale } from '../i18n/locale';
import { localeInfo } from '../shared/locales';

/** This language's web manifest (the English one at the root, `/zh/…` and `/am/…` for the others). */
const manifestUrl = `${localeInfo[locale].prefix}/manifest.webmanifest`;

/**
 * Links the web manifest once the app runs. The prerendered pages do not name it: a browser fetches
 * a page's manifest, and the icon it names, as soon as the page has loaded, which on these pages is
 * before their first paint, and Lighthouse's simulation then counts both requests on the way to the
 * largest paint (docs/decisions/0015-manifest-after-first-paint.md). Installing needs the app and
 * its service worker anyway; the manifest comes with them.
 */
export function linkManifest(doc: Document): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = manifestUrl;
  doc.head.append(link);
}
