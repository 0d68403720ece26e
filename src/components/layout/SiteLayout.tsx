import { Suspense, type ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="sr-only focus:(not-sr-only fixed left-4 top-4 z-50 rounded bg-card p-3)">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-screen outline-none">
        <Suspense fallback={<p className="container pt-24 text-muted">Loading…</p>}>{children}</Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
