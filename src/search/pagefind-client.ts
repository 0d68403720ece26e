import { excerptParts, type ExcerptPart } from './excerpt';
import { answersQuery } from './relevance';
import { resultGroup, menuLabels } from './result-group';
import { correctSpelling, vocabularyOf } from './spelling';

/** The part of Pagefind's browser API the site uses (https://pagefind.app/docs/api/). */
interface PagefindFragment {
  url: string;
  excerpt: string;
  meta: { title?: string };
}
interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  search(term: string): Promise<{ results: { id: string; data(): Promise<PagefindFragment> }[] }>;
}

/** Written by the build next to the site (scripts/search/), precached by the service worker. */
const PAGEFIND_URL = '/pagefind/pagefind.js';

let loading: Promise<PagefindApi> | undefined;

/** Loads the index's code once; a failed load (offline before the first visit ended) may be tried again. */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<PagefindApi>).then(async (pagefind) => {
    // The site's own dialog, on the main thread: its index is small, and one worker file fewer to cache.
    await pagefind.options({ noWorker: true, excerptLength: 20 });
    return pagefind;
  });
  loading.catch(() => (loading = undefined));
  return loading;
}

export interface SearchHit {
  url: string;
  title: string;
  group: string;
  excerpt: ExcerptPart[];
}

export interface SearchOutcome {
  query: string;
  /** The query that found the hits: the visitor's, or its spelling corrected when that found nothing. */
  searched: string;
  hits: SearchHit[];
}

const MAX_HITS = 8;
const vocabulary = () => vocabularyOf(menuLabels());

async function hitsFor(pagefind: PagefindApi, query: string): Promise<SearchHit[]> {
  const { results } = await pagefind.search(query);
  const fragments = await Promise.all(results.slice(0, MAX_HITS).map((result) => result.data()));
  return fragments.map((fragment) => ({
    url: fragment.url,
    title: fragment.meta.title ?? fragment.url,
    group: resultGroup(fragment.url),
    excerpt: excerptParts(fragment.excerpt),
  }));
}

/**
 * Searches the site. When nothing answers the query, it is tried once more with its spelling
 * corrected to the words of the menus ('sofpos' → 'softpos'); when that answers nothing either,
 * there are no hits (and the visitor is offered popular pages).
 */
export async function searchSite(query: string): Promise<SearchOutcome> {
  const pagefind = await loadPagefind();
  const typed = query.trim();
  const hits = await hitsFor(pagefind, typed);
  if (answersQuery(hits.map((hit) => hit.excerpt), typed)) return { query, searched: typed, hits };
  const corrected = correctSpelling(typed, vocabulary());
  if (corrected !== typed.toLowerCase()) {
    const correctedHits = await hitsFor(pagefind, corrected);
    if (answersQuery(correctedHits.map((hit) => hit.excerpt), corrected)) return { query, searched: corrected, hits: correctedHits };
  }
  return { query, searched: typed, hits: [] };
}
