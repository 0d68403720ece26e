/// <reference types="vite/client" />
import { clientsClaim } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerContactQueue } from './contact-queue.ts';
import { registerPrecache } from './precache.ts';
import { workerLanguage } from '../src/shared/worker-language.ts';
import { isSkipWaitingMessage } from '../src/shared/worker-protocol.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** The visitor's language (`sw.js?lang=zh`): only its pages are stored for offline use. */
const language = workerLanguage(self.location.href);

// The entry only wires the jobs together: one module per job.
registerContactQueue({ url: import.meta.env.VITE_CONTACT_FORM_URL });
registerPrecache(language, self.__WB_MANIFEST);

// A worker for another language replaces the last one at once: the page that asked for it came
// from the network, so it is this version's already; nothing waits for the visitor's consent.
self.addEventListener('install', () => {
  const previous = self.registration.active;
  if (previous && workerLanguage(previous.scriptURL) !== language) void self.skipWaiting();
});

// A new version waits until the visitor accepts the update prompt (the page then reloads).
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});

// On the very first install, take over the open page so it works offline without a reload.
clientsClaim();
