/** Messages exchanged between the page and the service worker (no DOM or worker globals here). */
export type PageToWorkerMessage = { type: 'SKIP_WAITING' };
