import { Queue } from 'workbox-background-sync';
import { readContactPost } from '../src/shared/contact-message.ts';
import { replay, sendNow, waitingRecord, type Courier } from '../src/shared/contact-delivery.ts';
import { CONTACT_QUEUE_NAME } from '../src/shared/contact-names.ts';
import { newMessageId } from '../src/shared/contact-store.ts';
import { CONTACT_PLAIN_POST_PATH, contactPages } from '../src/shared/worker-protocol.ts';

declare const self: ServiceWorkerGlobalScope;

/**
 * The contact form's side of the worker (src/shared/contact-delivery.ts sends): it replays the
 * waiting messages on Background Sync (Workbox's Queue, whose sync the pages ask for too; without
 * Background Sync, when the worker starts), and takes the form's plain post made before the page's
 * script was ready, answering with the site's page that says what became of the message.
 */
export function registerContactQueue({ url }: { url: string }): void {
  const courier: Courier = { url, askForSync: () => queue.registerSync() };
  const queue = new Queue(CONTACT_QUEUE_NAME, {
    onSync: async () => {
      const waiting = await replay(courier, 'sync');
      // Rejecting asks the browser to fire the sync again later, with its own backoff.
      if (waiting > 0 && 'sync' in self.registration) throw new Error(`${waiting} contact message(s) still waiting`);
    },
  });

  async function handlePlainPost(request: Request): Promise<Response> {
    const { payload, submissionId } = await readContactPost(request);
    const id = submissionId || newMessageId();
    const delivery = await sendNow(courier, id, () => waitingRecord(id, payload), 'set-aside');
    if (delivery?.outcome === 'waiting') return Response.redirect(contactPages.saved, 303);
    if (delivery?.outcome === 'set-aside') return Response.redirect(contactPages.notSent, 303);
    return Response.redirect(contactPages.sent, 303);
  }

  self.addEventListener('fetch', (event) => {
    const { request } = event;
    const target = new URL(request.url);
    if (request.method === 'POST' && target.origin === self.location.origin && target.pathname === CONTACT_PLAIN_POST_PATH) {
      event.respondWith(handlePlainPost(request));
    }
  });
}
