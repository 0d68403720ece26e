import { describe, expect, it } from 'vitest';
import { cmsEnvProblems, cmsSettings } from '../../scripts/cms/cms-settings';

describe("the editor's variables (CMS_*)", () => {
  it('are optional: with none set (or set empty) a build has no editor', () => {
    expect(cmsEnvProblems({})).toEqual([]);
    expect(cmsEnvProblems({ CMS_BACKEND: '', CMS_REPO: '', CMS_BRANCH: '', CMS_AUTH_URL: '' })).toEqual([]);
    expect(cmsSettings({})).toBeUndefined();
  });

  it('give a local build the local backend, and production the git host named', () => {
    expect(cmsSettings({ CMS_LOCAL_BACKEND_URL: 'http://127.0.0.1:8081/api/v1' })).toEqual({
      backend: { name: 'git-gateway', branch: 'main' },
      localBackendUrl: 'http://127.0.0.1:8081/api/v1',
      authUrl: undefined,
    });
    const github = { CMS_BACKEND: 'github', CMS_REPO: 'tana/site', CMS_BRANCH: 'live', CMS_AUTH_URL: 'https://cms-auth.example.com' };
    expect(cmsEnvProblems(github)).toEqual([]);
    expect(cmsSettings(github)).toEqual({
      backend: { name: 'github', repo: 'tana/site', branch: 'live' },
      localBackendUrl: undefined,
      authUrl: 'https://cms-auth.example.com',
    });
  });

  it('refuse a bad value, naming its variable', () => {
    const problems = (env: Record<string, string>) => cmsEnvProblems(env).join('\n');
    expect(problems({ CMS_BACKEND: 'bitbucket', CMS_REPO: 'a/b' })).toMatch(/^CMS_BACKEND is "bitbucket"/);
    expect(problems({ CMS_BACKEND: 'github' })).toMatch(/needs CMS_REPO/);
    expect(problems({ CMS_BACKEND: 'gitlab', CMS_REPO: 'just-a-name' })).toMatch(/CMS_REPO is "just-a-name"/);
    expect(problems({ CMS_REPO: 'tana/site' })).toMatch(/need CMS_BACKEND/);
    expect(problems({ CMS_BACKEND: 'github', CMS_REPO: 'a/b', CMS_AUTH_URL: 'http://auth.example.com' })).toMatch(/CMS_AUTH_URL must be an https: URL/);
    expect(problems({ CMS_BACKEND: 'git-gateway', CMS_REPO: 'a/b' })).toMatch(/git-gateway takes its repository/);
    expect(problems({ CMS_LOCAL_BACKEND_URL: 'http://cms.example.com/api/v1' })).toMatch(/CMS_LOCAL_BACKEND_URL must be an http: URL on this machine/);
  });
});
