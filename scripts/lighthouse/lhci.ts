import { resolve } from 'node:path';
import { root, run } from '../local/stack';
import { auditPages } from './audit-pages';

/**
 * Lighthouse CI (`lighthouserc.json`: settings and budgets) on the pages of `auditPages`, served at
 * SITE_URL (default: `npm start`'s). `npm test` runs it on the site it serves; `npm run lhci` on a
 * running `npm start`.
 */
const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:4173';
const pages = await auditPages(root, resolve(root, process.env.DIST_DIR ?? 'dist'));
await run('npx', ['lhci', 'autorun', ...pages.map((page) => `--collect.url=${siteUrl}${page.path}`)]);
