import { ensureTestSite } from '../../scripts/local/test-site';

/** The tests of the built site read the test site; it is built first when its sources changed. */
export default async function setup(): Promise<void> {
  await ensureTestSite();
}
