import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readPrecacheList } from '../pwa/inject-precache.ts';

/**
 * Compares what two builds give visitors, hashed assets aside: every HTML file, the sitemaps,
 * robots.txt, the web manifests, `_headers`, `_redirects` and the service worker's precache list.
 * Made to prove that a change of how the content is stored changed no page. How the bundler splits
 * the scripts into chunks is left out with their names: a list of chunks a page preloads is one
 * placeholder, and the precache list is compared without them (it prints how many there are).
 *
 *   npx tsx scripts/content/compare-builds.ts <dirA> <dirB>
 *
 * prints how many files it compared and each difference, and exits with 1 on any.
 */

/** A built asset's URL (`/zh/assets/softpos.zh-BX2zd3iD.js`): its name, then the bundler's 8-character hash. */
const HASHED_ASSET = /(assets\/)[^"'`\s(),/]+?-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)(?![\w.-])/g;
/** The app loader's list of the chunks a page preloads (`data-preload="/assets/a-….js /assets/b-….js"`). */
const PRELOAD_LIST = /data-preload="[^"]*"/g;

/**
 * The text with every hashed asset's name replaced by one placeholder (`/assets/[asset].js`), and
 * each list of preloaded chunks by one (`data-preload="[assets]"`).
 */
export function withoutAssetNames(text: string): string {
  return text.replace(PRELOAD_LIST, 'data-preload="[assets]"').replace(HASHED_ASSET, '$1[asset]$2');
}

const isHashedAsset = (url: string) => withoutAssetNames(url) !== url;

/** Whether a file of the site is one this comparison reads. */
export function isCompared(file: string): boolean {
  const name = file.split('/').pop() ?? '';
  return /\.(html|webmanifest)$/.test(name) || /^sitemap.*\.xml$/.test(name) || ['robots.txt', '_headers', '_redirects'].includes(name);
}

function filesUnder(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(root, full);
    const file = relative(root, full).split('\\').join('/');
    return isCompared(file) ? [file] : [];
  });
}

/** The precache list as the worker holds it, but its hashed assets: one URL a line, sorted; and how many assets it lists. */
async function precacheList(dir: string): Promise<{ urls: string; assets: number }> {
  const urls = (await readPrecacheList(dir)).map(({ url }) => url);
  return { urls: urls.filter((url) => !isHashedAsset(url)).sort().join('\n'), assets: urls.filter(isHashedAsset).length };
}

/** The first line where two texts differ, shown from both, or undefined if they are the same. */
export function firstDifference(a: string, b: string): string | undefined {
  if (a === b) return undefined;
  const linesA = a.split('\n');
  const linesB = b.split('\n');
  const line = linesA.findIndex((text, index) => text !== linesB[index]);
  const at = line === -1 ? linesA.length : line;
  const start = [...(linesA[at] ?? '')].findIndex((char, index) => char !== [...(linesB[at] ?? '')][index]);
  const excerpt = (text = '') => JSON.stringify(text.slice(Math.max(0, start - 80), start + 120));
  return `line ${at + 1}, column ${start + 1}:\n    A: ${excerpt(linesA[at])}\n    B: ${excerpt(linesB[at])}`;
}

/** Each difference between the builds in `dirA` and `dirB`, and how many files were compared. */
export async function compareBuilds(dirA: string, dirB: string): Promise<{ compared: number; differences: string[]; assets: [number, number] }> {
  const filesA = filesUnder(dirA);
  const filesB = new Set(filesUnder(dirB));
  const differences = [
    ...filesA.filter((file) => !filesB.has(file)).map((file) => `${file}: only in A`),
    ...[...filesB].filter((file) => !filesA.includes(file)).map((file) => `${file}: only in B`),
  ];
  const both = filesA.filter((file) => filesB.has(file));
  for (const file of both) {
    const difference = firstDifference(
      withoutAssetNames(readFileSync(join(dirA, file), 'utf8')),
      withoutAssetNames(readFileSync(join(dirB, file), 'utf8')),
    );
    if (difference) differences.push(`${file}: ${difference}`);
  }
  const [precacheA, precacheB] = [await precacheList(dirA), await precacheList(dirB)];
  const precache = firstDifference(precacheA.urls, precacheB.urls);
  if (precache) differences.push(`sw.js precache list: ${precache}`);
  return { compared: both.length + 1, differences, assets: [precacheA.assets, precacheB.assets] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dirA, dirB] = process.argv.slice(2);
  if (!dirA || !dirB || !existsSync(dirA) || !existsSync(dirB)) {
    console.error('Usage: npx tsx scripts/content/compare-builds.ts <dirA> <dirB> (two built sites)');
    process.exit(2);
  }
  const { compared, differences, assets } = await compareBuilds(dirA, dirB);
  const inHtml = differences.filter((line) => /^[^:]+\.html:/.test(line)).length;
  console.log(`Compared ${compared} files (the precache list counted as one): ${differences.length} differences (${inHtml} in HTML).`);
  console.log(`Hashed scripts and styles precached: ${assets[0]} in A, ${assets[1]} in B.`);
  for (const difference of differences) console.log(`- ${difference}`);
  process.exit(differences.length > 0 ? 1 : 0);
}
