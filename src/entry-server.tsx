import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { findPage } from './content/registry';
import { preloadRoute } from './router/route-data';

export { canonicalUrl, documentTitle, notFoundTitle, siteOrigin } from './content/head';
export { loadPageContent, redirects } from './content/registry';
/** Every page with its titles (the browser's index carries no titles). */
export { pageSummaries as pages } from 'virtual:content-summaries';
export { site } from './content/site';

/** Renders one URL to HTML for the prerenderer (its data is loaded first, so nothing suspends). */
export async function render(url: string): Promise<string> {
  const page = findPage(url);
  if (page) await preloadRoute(page.path);
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}
