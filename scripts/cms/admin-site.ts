import { copyFile, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import type { CmsSettings } from './cms-settings';
import { decapConfig } from './decap-config';

/** The editor's page (served at `/admin`, as every page of the site at its name without `.html`). */
export const ADMIN_PAGE = 'admin.html';
/** Its files: Decap's bundle and its configuration, at `/admin/…`. */
export const ADMIN_DIR = 'admin';
export const ADMIN_CONFIG = `${ADMIN_DIR}/config.yml`;
/** The project's extension of the editor (scripts/cms/editor-extension.ts), loaded after Decap's bundle. */
export const ADMIN_EXTENSION = `${ADMIN_DIR}/editor-extension.js`;

/** Decap's prebuilt bundle: its entry, the chunks it loads on demand, its WebAssembly, its licences. */
const BUNDLE_FILE = /^(\d+\.)?decap-cms\.js$|^[0-9a-f]+\.wasm$|^decap-cms\.js\.LICENSE\.txt$/;

/** The editor's page: no index, its configuration named (whatever the URL), Decap's bundle. */
export function adminHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>Content editor · Tana Fintech</title>
<link rel="cms-config-url" type="text/yaml" href="/${ADMIN_CONFIG}" />
</head>
<body>
<script src="/${ADMIN_DIR}/decap-cms.js"></script>
<script src="/${ADMIN_EXTENSION}"></script>
</body>
</html>
`;
}

/** Decap's configuration file: JSON, which is YAML. */
export function adminConfig(settings: CmsSettings, siteUrl: string): string {
  const config = decapConfig({ backend: settings.backend, localBackendUrl: settings.localBackendUrl, siteUrl }) as { backend: object };
  // Decap's login window opens `base_url`: the project's OAuth proxy instead of Netlify's.
  const withAuth = settings.authUrl ? { ...config, backend: { ...config.backend, base_url: settings.authUrl } } : config;
  return `${JSON.stringify(withAuth, null, 2)}\n`;
}

/** The editor's extension as one classic script, with what it imports: it runs after Decap's bundle has set `window.CMS`. */
export async function editorExtension(): Promise<string> {
  const entry = fileURLToPath(new URL('editor-extension.ts', import.meta.url));
  const output = (await build({
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    publicDir: false,
    build: { write: false, minify: true, lib: { entry, formats: ['iife'], name: 'editorExtension', fileName: () => 'editor-extension.js' } },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  const [chunk] = (Array.isArray(output) ? output[0]! : output).output;
  return chunk.code;
}

export interface AdminSummary {
  files: number;
  bytes: number;
}

/**
 * Writes the editor into the built site: `admin.html`, `admin/config.yml`, Decap's bundle and the
 * project's extension in `admin/`. Nothing of the site loads any of it. Runs after the site's pages
 * are secured (the editor has its own policy, scripts/cms/admin-policy.ts) and is left out of the
 * precache.
 */
export async function writeAdmin(distDir: string, settings: CmsSettings, siteUrl: string): Promise<AdminSummary> {
  const bundleDir = dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));
  const target = join(distDir, ADMIN_DIR);
  await mkdir(target, { recursive: true });
  const names = (await readdir(bundleDir)).filter((name) => BUNDLE_FILE.test(name));
  if (!names.includes('decap-cms.js')) throw new Error(`Decap's bundle is missing from ${bundleDir}`);
  let bytes = 0;
  for (const name of names) {
    await copyFile(join(bundleDir, name), join(target, name));
    bytes += (await stat(join(target, name))).size;
  }
  const written = { [ADMIN_PAGE]: adminHtml(), [ADMIN_CONFIG]: adminConfig(settings, siteUrl), [ADMIN_EXTENSION]: await editorExtension() };
  for (const [file, text] of Object.entries(written)) {
    await writeFile(join(distDir, file), text);
    bytes += Buffer.byteLength(text);
  }
  return { files: names.length + Object.keys(written).length, bytes };
}
