import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { OfflineIndicator } from './OfflineIndicator';
import { SiteFooter } from './SiteFooter';
import type { HeaderSlots } from './header-slots';
import { SiteHeader } from './SiteHeader';
import { words } from '../../i18n/words';
import { mainContentId } from '../../content/navigation';

/** Starts each newly visited page at its top (anchors scroll themselves). */
function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/** The chrome around every page; the app gives it what its features put into the header. */
export function SiteLayout({ header, children }: { header: HeaderSlots; children: ReactNode }) {
  useScrollToTopOnNavigate();
  return (
    <>
      <a href={`#${mainContentId}`} className="sr-only focus:(not-sr-only fixed left-4 top-4 z-50 rounded bg-card p-3)">
        {words.skipToContent}
      </a>
      <SiteHeader slots={header} />
      <OfflineIndicator />
      {/* Only the main content goes into the site's search index (scripts/search/), never the header or footer. */}
      <main id={mainContentId} tabIndex={-1} className="min-h-screen outline-none" data-pagefind-body="">
        <Suspense fallback={<p className="container pt-24 text-muted">{words.loading}</p>}>{children}</Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
