import type { PageContent } from '../../types';

export default {
  template: 'legal',
  title: 'Storage Notice',
  description:
    'Every item the Tana Fintech website keeps in your browser (local storage, session storage, IndexedDB and its offline cache), why, and how to remove it.',
  icon: 'i-lucide-hard-drive',
  published: '2026-11',
  intro:
    'The site sets no cookies. It keeps the items below in your browser, and only for the reasons given: none of them is used to track you, and none is sent anywhere except your session, which goes to our authentication service when you sign in or out.',
  sections: [
    {
      heading: 'What the site keeps',
      paragraphs: [
        'Local storage and IndexedDB stay until the item is removed or you clear the site’s data; session storage is cleared when you close the tab. The offline cache holds only the site’s own files.',
      ],
      storage: [
        {
          area: 'localStorage',
          storageKey: 'tana-theme',
          purpose: 'Your choice of light, dark or system theme.',
          kept: 'Until you choose again.',
        },
        {
          area: 'localStorage',
          storageKey: 'tana-locale',
          purpose: 'The language you chose, so the site can offer it on your next visit.',
          kept: 'Until you choose another language.',
        },
        {
          area: 'localStorage',
          storageKey: 'tana-locale-offer-declined',
          purpose: 'That you declined our offer of another language, so we do not offer it again.',
          kept: 'Until you clear the site’s data.',
        },
        {
          area: 'localStorage',
          storageKey: 'sb-…-auth-token',
          purpose: 'Your session while you are signed in: its tokens and your account’s email address, name and company role.',
          kept: 'Until you sign out, or until the session expires and cannot be renewed.',
        },
        {
          area: 'localStorage',
          storageKey: 'sb-…-auth-token-code-verifier',
          purpose: 'A one-time secret of a sign-in under way (a confirmation link, a password reset, Google, GitHub or Twitter), proving it was started in this browser.',
          kept: 'Until that sign-in completes.',
        },
        {
          area: 'sessionStorage',
          storageKey: 'hasSeenIntro',
          purpose: 'That you have seen the home page’s intro, so it plays once per visit.',
          kept: 'Until you close the tab.',
        },
        {
          area: 'sessionStorage',
          storageKey: 'sw-update-accepted',
          purpose: 'That you accepted an update of the site, so the page reloads into it once.',
          kept: 'Until the reload, or until you close the tab.',
        },
        {
          area: 'sessionStorage',
          storageKey: 'carried-email',
          purpose: 'The email address you typed before pressing ‘Forgot password?’ while the page was loading, carried to the reset form.',
          kept: 'Until the reset form has read it.',
        },
        {
          area: 'IndexedDB',
          storageKey: 'contact-messages › …',
          purpose: 'Each contact message, from your first keystroke: what you are typing (so a reload or a closed tab loses nothing), a message waiting to be delivered while you are offline or our form service is unreachable, and one the service refused or that waited 7 days, kept with its text so you can copy it, send it again or dismiss it.',
          kept: 'A draft until it is sent or the form is empty; a waiting message until it is delivered (one not delivered within 7 days is set aside); a message set aside until you send it again or dismiss it.',
        },
        {
          area: 'IndexedDB',
          storageKey: 'workbox-background-sync › contact-outbox',
          purpose: 'The browser’s note to send the waiting contact messages when the connection returns (Background Sync). The messages themselves are kept under contact-messages.',
          kept: 'Until the waiting messages are sent.',
        },
        {
          area: 'Cache Storage',
          storageKey: 'workbox-precache-v2-…',
          purpose: 'The site’s pages, scripts, styles, icons and search index in your language, so the site opens without a connection. No personal data.',
          kept: 'Replaced with each new version of the site.',
        },
      ],
    },
    {
      heading: 'How to remove them',
      paragraphs: [
        'Signing out removes your session. A message set aside as undelivered is removed when you dismiss it. Everything else goes when you clear this site’s data in your browser’s settings (usually under privacy, “site data” or “storage”); the site then works as on a first visit.',
      ],
    },
    {
      heading: 'What leaves your device',
      paragraphs: [
        'Only what you send: your sign-in details and session go to our authentication service, and your contact messages to our form service. The Privacy Policy says what happens to them there.',
      ],
    },
  ],
} satisfies PageContent;
