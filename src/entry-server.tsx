import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { App } from './App';
import { findPage } from './content/registry';
import { basename, localPath } from './i18n/local-path';
import { preloadRoute } from './router/route-data';
import { notFoundPage } from './templates/load-template';

export { canonicalUrl, documentTitle, firstScreenEnd, notFoundTitle, siteOrigin } from './content/head';
export { loadPageContent, redirects } from './content/registry';
export { words } from './i18n/words';
export { notFoundSourceFile, templateSourceFile } from './templates/load-template';
/** Every page with its titles (the browser's index carries no titles). */
export { pageSummaries as pages } from 'virtual:content-summaries';
export { site } from './content/site';
export { socialCardText } from './content/social-card';
export { structuredData } from './content/structured-data';
/** Where a page for signed-in visitors sends anyone else (scripts/prerender/sign-in-first.ts). */
export { signInPath } from './auth/redirects/auth-paths';

/** Renders one page (by its path in the app, `/auth`) to HTML for the prerenderer; its data is loaded first, so nothing suspends. */
export async function render(path: string): Promise<string> {
  const page = findPage(path);
  if (page) await preloadRoute(page.path);
  else await notFoundPage.load();
  return renderToString(
    <StrictMode>
      <StaticRouter basename={basename} location={localPath(path)}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}
