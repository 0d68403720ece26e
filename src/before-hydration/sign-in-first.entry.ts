import { sendToSignInWithoutSession } from './sign-in-first';

// Inlined first in the head of each page only a signed-in visitor may see (scripts/prerender/sign-in-first.ts).
sendToSignInWithoutSession({
  script: document.currentScript!,
  storage: () => localStorage,
  replace: (url) => location.replace(url),
});
