import { existsSync } from 'node:fs';

/**
 * The Chromium to drive: `CHROME_PATH` if set, else Debian's `/usr/bin/chromium`, else undefined so
 * Playwright uses its own downloaded browser (the usual case on a developer's laptop).
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
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
