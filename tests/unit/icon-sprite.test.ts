import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lucideSprite, siteIcons } from '../../scripts/icons/lucide-icons';

const root = resolve(import.meta.dirname, '../..');

describe('the icon sprite', () => {
  it('holds one symbol per icon, named after it, with the icon’s own view box', () => {
    const sprite = lucideSprite(['wallet', 'check']);
    expect(sprite.match(/<symbol /g)).toHaveLength(2);
    expect(sprite).toMatch(/<symbol id="wallet" viewBox="0 0 24 24"><(path|g) /);
    expect(sprite).toMatch(/<symbol id="check" viewBox="0 0 24 24">/);
  });

  it('leaves out names the Lucide set lacks instead of drawing nothing', () => {
    expect(lucideSprite(['no-such-icon'])).not.toContain('<symbol');
  });

  it('covers every icon the site names, those that appear only after the page has loaded included', () => {
    const sprite = lucideSprite(siteIcons(root));
    for (const name of ['wallet', 'check', 'arrow-left', 'chevron-down', 'wifi-off', 'download', 'monitor', 'circle-check', 'github']) {
      expect(sprite).toContain(`<symbol id="${name}"`);
    }
  });
});
