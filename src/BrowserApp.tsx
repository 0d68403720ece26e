import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { basename } from './i18n/local-path';

/**
 * React Router's coming defaults: a navigation is a transition, so a page whose parts are still
 * loading (the home page's sections, hydrated on demand) keeps its prerendered HTML on screen
 * instead of falling back to nothing; relative links inside splat routes resolve from the route.
 */
const future = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/** The app in the browser, its router following the address bar (the prerenderer uses a static one). */
export function BrowserApp() {
  return (
    <StrictMode>
      <BrowserRouter basename={basename} future={future}>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
}
