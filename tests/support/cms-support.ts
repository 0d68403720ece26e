import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, Request, Response } from '@playwright/test';
import { cmsApiUrl, startCmsBackend, type CmsBackend } from '../../scripts/cms/local-backend';
import { TEST_CMS_PORT } from '../../scripts/local/test-site';
import { freePort } from '../../scripts/serve/pages-dev';
import { copyProject, type ProjectCopy } from './project-copy';
import { expect } from './test';

/**
 * The local backend's API the test site's /admin names, in its config.yml and its policy's
 * connect-src. Nothing listens there during the tests: each test's page reaches its own
 * decap-server through it (routeEditor), so a page that missed the route fails at once.
 */
export const SITE_CMS_API = cmsApiUrl(TEST_CMS_PORT);

/** An editor's backend of a test's own: decap-server on a free port over a copy of the project. */
export interface EditorBackend {
  project: ProjectCopy;
  server: CmsBackend;
  /** A file of the copy, as the editor left it (a path from the repository's root). */
  read(file: string): Promise<string>;
  stop(): Promise<void>;
}

/** decap-server takes the port it is given: a port taken meanwhile means another try. */
async function startOnFreePort(repoDir: string): Promise<CmsBackend> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startCmsBackend({ port: await freePort(), repoDir });
    } catch (error) {
      if (attempt === 3 || !/exited/.test((error as Error).message)) throw error;
    }
  }
}

/** Copies the project and starts decap-server over the copy. */
export async function startEditorBackend(): Promise<EditorBackend> {
  const project = await copyProject();
  const server = await startOnFreePort(project.dir);
  return {
    project,
    server,
    read: (file) => readFile(join(project.dir, file), 'utf8'),
    stop: async () => {
      await server.stop();
      await project.remove();
    },
  };
}

/**
 * Sends the page's requests to the API its /admin names to this backend: the built site's config
 * and policy stay as `npm start` has them, and tests running side by side each edit their own copy.
 */
export async function routeEditor(page: Page, backend: EditorBackend): Promise<void> {
  await page.route(
    (url) => url.href.startsWith(SITE_CMS_API),
    async (route) => {
      const url = backend.server.apiUrl + route.request().url().slice(SITE_CMS_API.length);
      await route.fulfill({ response: await route.fetch({ url }) });
    },
  );
}

/** A request of the editor's that writes an entry's files. */
export const isWrite = (request: Request) => request.method() === 'POST' && /"action":"persistEntry"/.test(request.postData() ?? '');

/** Every write the editor asks of its backend, from now on. */
export function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url() === SITE_CMS_API && isWrite(request)) writes.push(request.postData() ?? '');
  });
  return writes;
}

/** Logs in to /admin with the local backend: the collections are listed. */
export async function logIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Use cases' })).toBeVisible();
}

/**
 * Logs in and opens an entry from the collections' list, as an editor finds it: English on the
 * left, 中文 on the right.
 */
export async function openEntry(page: Page, collection: string, entry: string): Promise<void> {
  await logIn(page);
  await page.getByRole('link', { name: collection, exact: true }).click();
  await page.getByRole('link', { name: entry, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Writing in EN' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Writing in ZH' })).toBeVisible();
}

/** Publishes the entry open in the editor, without waiting for the outcome. */
export async function clickPublishNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/** Publishes the entry open in the editor; resolves with decap-server's answer once the files are written. */
export async function publishNow(page: Page): Promise<Response> {
  const written = page.waitForResponse((response) => response.url() === SITE_CMS_API && isWrite(response.request()));
  await clickPublishNow(page);
  return written;
}
