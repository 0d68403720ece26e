import type { BreadcrumbList, ContactPoint, Graph, Organization, SearchAction, Service, Thing, WebSite } from 'schema-dts';
import { locale } from '../i18n/locale';
import { localeInfo, sourceLocale } from '../shared/locales';
import { breadcrumbs, type Crumb } from './breadcrumbs';
import { company } from './company';
import { canonicalUrl, siteOrigin } from './head';
import { site } from './site';
import type { PageContent, PageSummary } from './types';

/** The ids the page's nodes refer to each other by: one organization, and one website per language (its home page's URL, its language). */
export const organizationId = `${siteOrigin}/#organization`;
export const websiteId = `${canonicalUrl('/')}#website`;

/** The search page's address with the query left to the search engine, as its SearchAction names it. */
export const searchTarget = `${canonicalUrl('/search')}?q={search_term_string}`;

/** The ways to reach the company that are configured (none is shown unset). */
function contactPoints(): ContactPoint[] {
  const languages = ['en', 'zh-Hans', 'am'];
  const points: ContactPoint[] = [];
  if (company.email || company.phone) {
    points.push({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      ...(company.email && { email: company.email }),
      ...(company.phone && { telephone: company.phone }),
      availableLanguage: languages,
    });
  }
  if (company.privacyEmail) points.push({ '@type': 'ContactPoint', contactType: 'data protection', email: company.privacyEmail });
  return points;
}

function organization(): Organization {
  const points = contactPoints();
  return {
    '@type': 'Organization',
    '@id': organizationId,
    name: site.name,
    url: `${siteOrigin}/`,
    logo: { '@type': 'ImageObject', url: `${siteOrigin}/pwa-512x512.png`, width: '512', height: '512' },
    ...(company.legalName && { legalName: company.legalName }),
    ...(company.address && { address: company.address }),
    ...(points.length > 0 && { contactPoint: points }),
  };
}

/** Google's sitelinks search box reads the query's place from `query-input`, which schema-dts does not type. */
type SearchActionWithInput = SearchAction & { 'query-input': string };

/** The language a page's structured data states: English on a page shown in English, not yet translated. */
const languageOf = (page?: PageSummary) => (page?.fallback ? localeInfo[sourceLocale].tag : localeInfo[locale].tag);

function website(page?: PageSummary): WebSite {
  const search: SearchActionWithInput = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: searchTarget },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@type': 'WebSite',
    '@id': websiteId,
    name: site.name,
    url: canonicalUrl('/'),
    inLanguage: languageOf(page),
    publisher: { '@id': organizationId },
    potentialAction: search,
  };
}

function breadcrumbList(trail: Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      // A section of the home page: the home page's canonical URL with the section's anchor.
      item: crumb.href.includes('#') ? `${canonicalUrl('/')}${crumb.href.slice(crumb.href.indexOf('#'))}` : canonicalUrl(crumb.href),
    })),
  };
}

function service(page: PageSummary, content: PageContent, group: string | undefined): Service {
  return {
    '@type': 'Service',
    name: content.title,
    description: content.description,
    url: canonicalUrl(page.path, page.fallback ? sourceLocale : locale),
    ...(page.fallback && { inLanguage: languageOf(page) }),
    provider: { '@id': organizationId },
    ...(group && { serviceType: group }),
  };
}

/**
 * A page's structured data (JSON-LD, schema.org): the organization and the website on every page,
 * the breadcrumb trail the page shows, and on a service page the service. Written into the page's
 * head at build time; the browser never runs it. A page shown in English (not yet translated in the
 * build's language) states English as its language. Without a page (the not-found page), the
 * organization and the website alone.
 */
export function structuredData(page?: PageSummary, content?: PageContent): Graph {
  const nodes: Thing[] = [organization(), website(page)];
  const trail = page ? breadcrumbs(page.path, page.title) : [];
  if (trail.length > 0) nodes.push(breadcrumbList(trail));
  // The service's group is the crumb before it, when the trail has one (home › group › service).
  if (page && content?.template === 'service') nodes.push(service(page, content, trail.length > 2 ? trail.at(-2)?.label : undefined));
  return { '@context': 'https://schema.org', '@graph': nodes as Graph['@graph'] };
}
