/// <reference types="vite/client" />
import { clientsClaim } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerContactQueue } from './contact-queue.ts';
import { registerPrecache } from './precache.ts';
import { isSkipWaitingMessage } from '../src/shared/worker-protocol.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// The entry only wires the jobs together: one module per job.
registerContactQueue({ url: import.meta.env.VITE_CONTACT_FORM_URL });
registerPrecache(self.__WB_MANIFEST);

// A new version waits until the visitor accepts the update prompt (the page then reloads).
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});

// On the very first install, take over the open page so it works offline without a reload.
clientsClaim();
