import { describe, expect, it } from 'vitest';
import { NAVIGATION_DENYLIST, notFoundUrlFor, precachedPageFor } from '../../sw/navigation';

const precached = new Set(['/index.html', '/auth.html', '/use-cases/bnpl.html', '/404.html']);
const has = (url: string) => precached.has(url);

describe('the precached page for a navigation', () => {
  it('maps paths to their flat HTML files, with or without a trailing slash', () => {
    expect(precachedPageFor('/', has)).toBe('/index.html');
    expect(precachedPageFor('/auth', has)).toBe('/auth.html');
    expect(precachedPageFor('/auth/', has)).toBe('/auth.html');
    expect(precachedPageFor('/use-cases/bnpl//', has)).toBe('/use-cases/bnpl.html');
  });

  it('has no page for a path the site does not have, nor for the not-found page itself', () => {
    expect(precachedPageFor('/no-such-page', has)).toBeNull();
    expect(precachedPageFor('/use-cases', has)).toBeNull();
    expect(precachedPageFor('/404', has)).toBeNull();
  });

  it('decodes the path and rejects malformed escapes', () => {
    expect(precachedPageFor('/%61uth', has)).toBe('/auth.html');
    expect(precachedPageFor('/%E0%A4%A', has)).toBeNull();
  });
});

describe('the not-found page of a path', () => {
  it("is the one of the path's language", () => {
    expect(notFoundUrlFor('/no-such-page')).toBe('/404.html');
    expect(notFoundUrlFor('/zh/no-such-page')).toBe('/zh/404.html');
    expect(notFoundUrlFor('/am/use-cases/nothing')).toBe('/am/404.html');
    expect(notFoundUrlFor('/zhx/page')).toBe('/404.html');
  });
});

describe('the navigation deny list', () => {
  const denied = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));

  it("covers the auth API's routes and nothing else", () => {
    expect(denied('/auth/v1/authorize?provider=github')).toBe(true);
    expect(denied('/auth/v1')).toBe(true);
    expect(denied('/auth')).toBe(false);
    expect(denied('/auth/v10')).toBe(false);
  });
});
