import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { basename } from './i18n/local-path';

/** The app in the browser, its router following the address bar (the prerenderer uses a static one). */
export function BrowserApp() {
  return (
    <StrictMode>
      <BrowserRouter basename={basename}>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
}
