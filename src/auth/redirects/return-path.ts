import { findPage } from '../../content/registry';
import { AUTH_PATH } from './useAuthErrorRoute';

/** The page to return to after signing in (`?next=`): a page of this site other than /auth, nothing else. */
export function readReturnPath(search: string): string | undefined {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/') || next.startsWith('//')) return undefined;
  const page = findPage(next);
  return page && page.path !== AUTH_PATH ? page.path : undefined;
}
