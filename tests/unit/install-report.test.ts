import { describe, expect, it } from 'vitest';
import { installReportPlugin } from '../../sw/install-report';

type Hooks = {
  handlerWillStart: (param: { request: Request; state?: Record<string, unknown> }) => Promise<void>;
  cachedResponseWillBeUsed: (param: { event: { type: string }; state?: Record<string, unknown>; cachedResponse?: Response }) => Promise<Response | undefined>;
};

/** One file of an install, through the plugin as a strategy calls it. */
async function install(hooks: Hooks, url: string, cached: Response | undefined, type = 'install') {
  const state: Record<string, unknown> = {};
  await hooks.handlerWillStart({ request: new Request(url), state });
  return hooks.cachedResponseWillBeUsed({ event: { type }, state, cachedResponse: cached });
}

describe('the install report of the concurrent precache', () => {
  it('lists each file as stored anew or already cached, and passes the cached response through', async () => {
    const { plugin, report } = installReportPlugin();
    const hooks = plugin as unknown as Hooks;
    const cached = new Response('old');
    await install(hooks, 'https://site.example/a.html', undefined);
    expect(await install(hooks, 'https://site.example/b.js', cached)).toBe(cached);
    expect(report).toEqual({ updatedURLs: ['https://site.example/a.html'], notUpdatedURLs: ['https://site.example/b.js'] });
  });

  it('ignores what is fetched outside an install', async () => {
    const { plugin, report } = installReportPlugin();
    await install(plugin as unknown as Hooks, 'https://site.example/c.html', undefined, 'fetch');
    expect(report).toEqual({ updatedURLs: [], notUpdatedURLs: [] });
  });
});
