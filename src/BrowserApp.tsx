import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';

/** The app in the browser, its router following the address bar (the prerenderer uses a static one). */
export function BrowserApp() {
  return (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
}
