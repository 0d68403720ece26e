import 'virtual:uno.css';
import './styles/theme.css';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { findPage } from './content/registry';
import { preloadRoute } from './router/route-data';

async function start() {
  // When the app began to run: the splash spec and the web benchmark check it waits for the intro.
  performance.mark('app:start');
  const page = findPage(window.location.pathname);
  // Load this page's content and template before hydrating, so the first client render matches
  // the prerendered HTML exactly.
  if (page) await preloadRoute(page.path, { hydrating: true });
  // A transition lets React hydrate in small slices instead of one long task.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

void start();
