import type { PageContent } from './types';

/** Identity helper that type-checks a page file's default export. */
export function definePage<T extends PageContent>(page: T): T {
  return page;
}
