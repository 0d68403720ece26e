import type { WorkboxPlugin } from 'workbox-core/types.js';

/** What an install stored anew and what the cache already held, as Workbox's own install reports it. */
export interface InstallReport {
  updatedURLs: string[];
  notUpdatedURLs: string[];
}

/**
 * A precache strategy's plugin that records, for each file of an install, whether the cache already
 * had it: the report Workbox's install returns, written on Workbox's public plugin hooks.
 */
export function installReportPlugin(): { plugin: WorkboxPlugin; report: InstallReport } {
  const report: InstallReport = { updatedURLs: [], notUpdatedURLs: [] };
  const plugin: WorkboxPlugin = {
    handlerWillStart: async ({ request, state }) => {
      if (state) state.originalRequest = request;
    },
    cachedResponseWillBeUsed: async ({ event, state, cachedResponse }) => {
      const request = state?.originalRequest;
      if (event.type === 'install' && request instanceof Request) {
        (cachedResponse ? report.notUpdatedURLs : report.updatedURLs).push(request.url);
      }
      return cachedResponse;
    },
  };
  return { plugin, report };
}
