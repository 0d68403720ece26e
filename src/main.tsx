import 'virtual:uno.css';
import './styles/theme.css';
import { startTransition } from 'react';
import { findPage } from './content/registry';
import { splitLocale } from './shared/site-paths';
import { preloadRoute } from './router/route-data';
import { notFoundPage } from './templates/load-template';
import { wholeStylesheetLoaded, wholeStylesheetOnFirstChange } from './styles/whole-stylesheet';

/** Gives the main thread back (to input, to painting) between the steps of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in steps that each run as a task of their own: React DOM, then this page's content
 * and template, then the app's shell, then the router's history, then hydration (once the whole
 * stylesheet is loaded), which React does in small slices. Evaluated all at once, they were one
 * task long enough to count as blocking time on a phone.
 */
async function start() {
  // When the app began to run: the splash spec and the web benchmark check it waits for the intro.
  performance.mark('app:start');
  const { hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const page = findPage(splitLocale(window.location.pathname).path);
  // This page's content and template are loaded before hydrating, so the first client render
  // matches the prerendered HTML exactly.
  if (page) await preloadRoute(page.path, { hydrating: true });
  else await notFoundPage.load();
  await nextTask();
  const { BrowserApp, createAppHistory } = await import('./BrowserApp');
  await nextTask();
  const history = createAppHistory();
  // The page's HTML has only the rules it uses; the app may draw anything, and switches the whole
  // sheet on when it first does.
  await wholeStylesheetLoaded();
  wholeStylesheetOnFirstChange();
  await nextTask();
  // A transition lets React hydrate in small slices instead of one long task.
  startTransition(() => {
    hydrateRoot(document.getElementById('root') as HTMLElement, <BrowserApp history={history} />);
  });
}

void start();
