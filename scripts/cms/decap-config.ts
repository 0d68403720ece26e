/**
 * Decap CMS's whole configuration as a plain object (written into `/admin/config.yml`).
 * A stand-in with one collection until the schema's own (written from the content schema) replaces it.
 */
export interface DecapConfigOptions {
  backend: { name: 'github' | 'gitlab' | 'git-gateway'; repo?: string; branch?: string };
  /** decap-server's API (`http://127.0.0.1:8081/api/v1`): set only for a build on this machine. */
  localBackendUrl?: string;
  siteUrl: string;
}

export function decapConfig(options: DecapConfigOptions): object {
  return {
    ...(options.localBackendUrl ? { local_backend: { url: options.localBackendUrl } } : {}),
    backend: options.backend,
    site_url: options.siteUrl,
    media_folder: 'public/uploads',
    i18n: { structure: 'multiple_files', locales: ['en', 'zh', 'am'], default_locale: 'en' },
    collections: [
      {
        name: 'services-acquiring',
        label: 'Acquiring services',
        folder: 'src/content/pages/services/acquiring-services',
        extension: 'json',
        format: 'json',
        create: false,
        i18n: true,
        fields: [
          { name: 'title', label: 'Title', widget: 'string', i18n: true },
          { name: 'intro', label: 'Intro', widget: 'text', i18n: true, required: true },
        ],
      },
    ],
  };
}
