import type { DecapConfigOptions } from './decap-config';

/** The git hosts Decap CMS can publish to from production (docs/deploy.md, "The editor"). */
export const CMS_BACKENDS = ['github', 'gitlab', 'git-gateway'] as const;
export type CmsBackendName = (typeof CMS_BACKENDS)[number];

/** The editor's build settings, read from the CMS_* variables (.env.example). */
export interface CmsSettings {
  backend: DecapConfigOptions['backend'];
  /** decap-server's API on this machine (`npm start`, the tests): the editor writes to its folder. */
  localBackendUrl?: string;
  /** The OAuth provider Decap's login window opens (its `base_url`): an OAuth proxy of the project's. */
  authUrl?: string;
}

/** The branch the editor commits to when CMS_BRANCH is not set. */
export const DEFAULT_CMS_BRANCH = 'main';

const isBackend = (name: string): name is CmsBackendName => (CMS_BACKENDS as readonly string[]).includes(name);
const isLocalHttp = (url: URL) => url.protocol === 'http:' && (url.hostname === 'localhost' || /^127(\.\d{1,3}){3}$/.test(url.hostname));

/**
 * What is wrong with the CMS_* variables, each problem naming its variable. All are optional: with
 * none set a build has no editor; `npm start` and the tests set CMS_LOCAL_BACKEND_URL alone.
 */
export function cmsEnvProblems(env: Record<string, string | undefined>): string[] {
  // An empty variable is an unset one (.env.example lists them empty).
  const [name, repo, branch, authUrl, localUrl] = ['CMS_BACKEND', 'CMS_REPO', 'CMS_BRANCH', 'CMS_AUTH_URL', 'CMS_LOCAL_BACKEND_URL'].map((key) => env[key] || undefined);
  const problems: string[] = [];
  if (name && !isBackend(name)) problems.push(`CMS_BACKEND is ${JSON.stringify(name)}: one of ${CMS_BACKENDS.join(', ')}`);
  if (!name && (repo || branch || authUrl)) problems.push('CMS_REPO, CMS_BRANCH and CMS_AUTH_URL need CMS_BACKEND (github, gitlab or git-gateway)');
  if ((name === 'github' || name === 'gitlab') && !repo) problems.push(`CMS_BACKEND=${name} needs CMS_REPO, the repository as owner/name`);
  if (repo && !/^[\w.-]+(\/[\w.-]+)+$/.test(repo)) problems.push(`CMS_REPO is ${JSON.stringify(repo)}: the repository as owner/name`);
  if (name === 'git-gateway' && (repo || authUrl)) problems.push('CMS_BACKEND=git-gateway takes its repository and login from Netlify: unset CMS_REPO and CMS_AUTH_URL');
  if (branch !== undefined && !/^[\w./-]+$/.test(branch)) problems.push(`CMS_BRANCH is ${JSON.stringify(branch)}: a branch name`);
  if (authUrl !== undefined && (!URL.canParse(authUrl) || new URL(authUrl).protocol !== 'https:')) {
    problems.push(`CMS_AUTH_URL must be an https: URL (the OAuth proxy's origin): ${JSON.stringify(authUrl)}`);
  }
  if (localUrl !== undefined && (!URL.canParse(localUrl) || !isLocalHttp(new URL(localUrl)))) {
    problems.push(`CMS_LOCAL_BACKEND_URL must be an http: URL on this machine (decap-server's /api/v1): ${JSON.stringify(localUrl)}`);
  }
  return problems;
}

/**
 * The editor's settings, or undefined when the build has no editor (no CMS_BACKEND and no local
 * backend). A local build without CMS_BACKEND names git-gateway, which Decap never reaches while its
 * local backend answers. Expects variables cmsEnvProblems() found nothing wrong with.
 */
export function cmsSettings(env: Record<string, string | undefined>): CmsSettings | undefined {
  const name = env.CMS_BACKEND;
  const localBackendUrl = env.CMS_LOCAL_BACKEND_URL || undefined;
  if (!name && !localBackendUrl) return undefined;
  const backendName: CmsBackendName = name && isBackend(name) ? name : 'git-gateway';
  const backend: CmsSettings['backend'] =
    backendName === 'git-gateway'
      ? { name: backendName, branch: env.CMS_BRANCH || DEFAULT_CMS_BRANCH }
      : { name: backendName, repo: env.CMS_REPO, branch: env.CMS_BRANCH || DEFAULT_CMS_BRANCH };
  return { backend, localBackendUrl, authUrl: env.CMS_AUTH_URL || undefined };
}
