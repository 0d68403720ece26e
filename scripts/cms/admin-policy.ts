import type { Policy } from '../security/content-security-policy';
import type { CmsSettings } from './cms-settings';

/** What each production backend's editor talks to: its API, and the avatars it shows of the editor. */
const BACKEND_ORIGINS: Record<CmsSettings['backend']['name'], { connect: string[]; img: string[] }> = {
  github: { connect: ['https://api.github.com'], img: ['https://avatars.githubusercontent.com'] },
  gitlab: { connect: ['https://gitlab.com'], img: ['https://gitlab.com', 'https://secure.gravatar.com'] },
  // Netlify's Identity and Git Gateway answer on the site's own origin (/.netlify/…).
  'git-gateway': { connect: [], img: [] },
};

/**
 * The editor's own policy (`/admin`, `/admin/*`), measured in Chromium with it enforced: Decap checks
 * its configuration with ajv, which compiles validators with `new Function` ('unsafe-eval'), and its
 * components style themselves with emotion's `<style>` elements ('unsafe-inline' styles). It talks to
 * its local backend on this machine, or to the git host's API in production; media previews are
 * `blob:` and `data:` images. The site's own policy stays as strict as before.
 */
export function adminPolicy(settings: CmsSettings, local: boolean): Policy {
  const backend = BACKEND_ORIGINS[settings.backend.name];
  const localBackend = settings.localBackendUrl ? [new URL(settings.localBackendUrl).origin] : [];
  const policy: Policy = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...backend.img],
    ['connect-src', "'self'", ...localBackend, ...backend.connect],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  if (!local) policy.push(['upgrade-insecure-requests']);
  return policy;
}
