import { describe, expect, it } from 'vitest';
import { withSignInFirst } from '../../scripts/prerender/sign-in-first';
import { authStorageKey } from '../../src/before-hydration/session-key';
import { sendToSignInWithoutSession } from '../../src/before-hydration/sign-in-first';

/** Runs the check on a page whose storage holds `stored`, and says where it sent the visitor, if anywhere. */
function visit(stored: Record<string, string>, storage?: () => Storage): string | undefined {
  const script = document.createElement('script');
  script.dataset.signIn = '/zh/auth?next=%2Faccount';
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  let sentTo: string | undefined;
  sendToSignInWithoutSession({ script, storage: storage ?? (() => localStorage), replace: (url) => (sentTo = url) });
  return sentTo;
}

describe('a page only a signed-in visitor may see', () => {
  it('sends a visitor with no stored session to sign in, to come back after', () => {
    expect(visit({})).toBe('/zh/auth?next=%2Faccount');
    expect(visit({ 'sb-other-auth-token': '{}' })).toBe('/zh/auth?next=%2Faccount');
  });

  it('leaves a stored session, even one the app will find expired or broken, for the app to judge', () => {
    expect(visit({ [authStorageKey]: '{"access_token":"a.b.c"}' })).toBeUndefined();
    expect(visit({ [authStorageKey]: 'not json' })).toBeUndefined();
  });

  it('leaves the decision to the app when storage cannot be read', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(visit({}, blocked)).toBeUndefined();
  });

  it('has the check first in its head, naming the sign-in URL, escaped', () => {
    const page = '<!doctype html><html><head><meta charset="UTF-8" /><title>Account</title></head><body></body></html>';
    const html = withSignInFirst(page, 'CHECK', '/auth?next=%2Faccount&x="y"');
    expect(html).toContain('<meta charset="UTF-8" />\n    <script data-sign-in="/auth?next=%2Faccount&amp;x=&quot;y&quot;">CHECK</script><title>');
  });
});
