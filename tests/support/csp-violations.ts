import type { BrowserContext } from '@playwright/test';

declare global {
  interface Window {
    reportCspViolation?: (text: string) => Promise<void>;
  }
}

/**
 * Every Content-Security-Policy violation a page of this context reports (`securitypolicyviolation`
 * events, across navigations), as "directive blocked sample (page)". Frames that run no script
 * (the sandboxed documentation page) report theirs to the console only: collect console errors too.
 */
export async function collectCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', ({ frame }, text: string) => {
    violations.push(`${text} (${frame.url()})`);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => void window.reportCspViolation?.(`${event.effectiveDirective} ${event.blockedURI || 'inline'} ${event.sample}`),
      true,
    );
  });
  return violations;
}
