import { words } from '../i18n/words';
import { breadcrumbs } from './breadcrumbs';
import { site } from './site';
import type { PageContent, PageSummary } from './types';

/** What a page's social card (its Open Graph image) says: the page, what it belongs to, and in words for those who cannot see it. */
export interface SocialCardText {
  title: string;
  /** The page's group: its service group, Use Cases, Legal or the document's kind; none for a page on its own. */
  group?: string;
  /** `og:image:alt`. */
  alt: string;
}

function groupOf(page: PageSummary, content: PageContent): string | undefined {
  const trail = breadcrumbs(page.path, page.title);
  if (trail.length > 2) return trail.at(-2)?.label;
  if (content.template === 'legal') return words.legal.title;
  if (content.template === 'document') return content.docType;
  return undefined;
}

/** The words of a page's social card, drawn at build time (scripts/social-cards/). */
export function socialCardText(page: PageSummary, content: PageContent): SocialCardText {
  // The home page's h1 is its hero's heading; its card says what the site is, as its title does.
  const title = page.path === '/' ? (content.seoTitle ?? content.title) : content.title;
  const group = groupOf(page, content);
  return { title, group, alt: [site.name, group, title].filter(Boolean).join(' · ') };
}
