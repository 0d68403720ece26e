import { parseArgs } from 'node:util';

export const BUILD_USAGE = `Usage: npm run build [-- --help]

Builds the site into dist/ (or DIST_DIR), emptying it first: every language's client and server
bundles, the prerendered pages, the search index, the service worker's precache and the security
headers. It reads the VITE_* variables (see .env.example) and takes no other argument.`;

/**
 * The build's command line: only `--help` (`-h`). Anything else is refused before the build starts,
 * since the first thing a build does is empty its output folder.
 */
export function buildOptions(args: string[]): { help: boolean } {
  try {
    const { values } = parseArgs({ args, options: { help: { type: 'boolean', short: 'h', default: false } } });
    return { help: values.help };
  } catch (error) {
    throw new Error(`${(error as Error).message}\n\n${BUILD_USAGE}`, { cause: error });
  }
}
