import { existsSync } from 'node:fs';

const firstPresent = (candidates: (string | undefined)[]) => candidates.find((path): path is string => Boolean(path) && existsSync(path as string));

/**
 * The desktop Chromium the screenshot scripts and the Playwright benchmarks drive: `CHROME_PATH` if
 * set, else Debian's `/usr/bin/chromium`, else undefined so the caller uses Playwright's own
 * downloaded browser (the usual case on a developer's laptop).
 */
export function chromiumExecutable(): string | undefined {
  return firstPresent([process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']);
}

/**
 * The Chromium the end-to-end tests and Lighthouse drive: `CHROME_PATH` if set, else Debian's
 * headless shell (the headless build Playwright itself uses for headless tests: the same engine
 * without the desktop browser around it), else Debian's Chromium, else Playwright's own. On the
 * 2-core test machine it ran the same specs in 58 % of the time; under Lighthouse, the desktop
 * browser's own interface (its omnibox popup, a web page of its own, and the window it draws) took
 * about as much CPU as the page in the second around its first paint, which the page's tasks waited
 * for (docs/benchmark.md, "The browser").
 */
export function headlessChromiumExecutable(): string | undefined {
  return firstPresent([process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser']);
}

/** Flags for a headless Chromium on a locked-down machine: no sandbox as root, no background traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
