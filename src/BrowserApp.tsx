import { StrictMode } from 'react';
import { createBrowserHistory, type BrowserHistory } from '@remix-run/router';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { App } from './App';
import { basename } from './i18n/local-path';

/**
 * React Router's coming defaults: a navigation is a transition, so a page whose parts are still
 * loading (the home page's sections, hydrated on demand) keeps its prerendered HTML on screen
 * instead of falling back to nothing; relative links inside splat routes resolve from the route.
 */
const future = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/**
 * The history the app's router follows: the address bar, as `<BrowserRouter>` would create it.
 * Created on its own, before hydrating, because its first step is a `history.replaceState` (a
 * same-document navigation that took up to 10 ms on this host's Chromium, four times that on a phone)
 * which `<BrowserRouter>` ran inside one of hydration's slices, making it the longest.
 */
export function createAppHistory(): BrowserHistory {
  return createBrowserHistory({ v5Compat: true });
}

/** The app in the browser, its router following the address bar (the prerenderer uses a static one). */
export function BrowserApp({ history }: { history: BrowserHistory }) {
  return (
    <StrictMode>
      <HistoryRouter basename={basename} future={future} history={history}>
        <App />
      </HistoryRouter>
    </StrictMode>
  );
}
