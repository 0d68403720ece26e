import { ensureTestSite, TEST_SITE_DIR, TEST_SITE_PORT, TEST_SITE_URL } from './test-site';
import { serveSite } from './stack';

/**
 * Playwright's web server (playwright.config.ts): builds the test site when its sources changed,
 * then serves it until stopped. So one spec runs with one command, from a fresh clone too.
 */
if (await ensureTestSite()) console.log(`Built the test site into ${TEST_SITE_DIR}`);
const server = await serveSite(TEST_SITE_PORT, TEST_SITE_DIR);
console.log(`Test site: ${TEST_SITE_URL}/`);
const stop = () => void server.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
