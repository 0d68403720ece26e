/**
 * Decap CMS's configuration (`admin/config.yml`, written as JSON, which is YAML): a collection for
 * every kind of content, its fields from the content schema, the three languages side by side.
 *
 * Decap names a folder collection's files under `i18n: multiple_files` as `<folder>/<slug>.<locale>.json`
 * (decap-cms-core's lib/i18n.ts, getFilePath), the agreed layout. It refuses that structure for a
 * files collection ("i18n configuration for files collections is limited to single_file structure",
 * actions/config.ts), so each page that is one of a kind (the home page, the case studies, the legal
 * pages, an index) is a folder collection filtered on its template, without "New". The figures, the
 * service groups and the site's name share the folder src/content with no field to tell them apart:
 * they are a files collection of one file per language, without i18n.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import {
  accountPage,
  authPage,
  caseStudiesPage,
  documentPage,
  figuresFile,
  homePage,
  homeSections,
  indexPage,
  legalPage,
  navigationFile,
  passwordResetPage,
  searchPage,
  serviceGroupsFile,
  servicePage,
  site,
  solutionPage,
} from '../../src/content/schema';
import { serviceGroups } from '../../src/content/service-groups';
import { decapFields } from './decap-fields';

export interface DecapConfigOptions {
  backend: { name: 'github' | 'gitlab' | 'git-gateway'; repo?: string; branch?: string };
  /** The local backend's address (decap-server), for editing the working tree. */
  localBackendUrl?: string;
  /** The site's address, for Decap's links to it. */
  siteUrl: string;
}

const locales = ['en', 'zh', 'am'] as const;
const pages = 'src/content/pages';

interface FolderCollection {
  name: string;
  label: string;
  folder: string;
  schema: z.ZodObject;
  /** A page template: only the folder's pages of this template are entries. */
  template?: string;
  /** Editors add entries (a use case, a service, a document); otherwise the entries are the existing ones. */
  create?: true;
  description?: string;
}

function folderCollection({ name, label, folder, schema, template, create, description }: FolderCollection) {
  return {
    name,
    label,
    ...(description && { description }),
    folder,
    ...(template && { filter: { field: 'template', value: template } }),
    create: create ?? false,
    delete: create ?? false,
    format: 'json',
    extension: 'json',
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{title}}',
    i18n: true,
    fields: decapFields(schema),
  };
}

/** The folders of service pages: the service groups in menu order, then any other folder of services. */
export function serviceFolders(root = join(dirname(fileURLToPath(import.meta.url)), '../..', pages, 'services')) {
  const onDisk = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const groups = serviceGroups.map((group) => ({ folder: group.id, label: group.name }));
  const others = onDisk
    .filter((folder) => !groups.some((group) => group.folder === folder))
    .sort()
    .map((folder) => ({ folder, label: folder.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase()) }));
  return [...groups, ...others];
}

/**
 * The figures, the service groups (the Services menu's labels) and the site's name: one entry each,
 * in a folder of its own (`src/content/settings/<name>/<name>.<locale>.json`), so that its three
 * languages show side by side. Decap gives files collections no per-language files.
 */
function settingsCollections() {
  return [
    { name: 'figures', label: 'Figures', schema: figuresFile, identifier: 'uptimeSla' },
    { name: 'service-groups', label: 'Navigation: service groups', schema: serviceGroupsFile, identifier: 'groups' },
    { name: 'navigation', label: 'Navigation: menu labels', schema: navigationFile, identifier: 'services', folder: 'src/i18n/navigation' },
    { name: 'site', label: 'Site name and tagline', schema: site, identifier: 'name' },
  ].map(({ name, label, schema, identifier, folder = `src/content/settings/${name}` }) => ({
    ...folderCollection({ name, label, folder, schema }),
    identifier_field: identifier,
    summary: label,
  }));
}

export function decapConfig(options: DecapConfigOptions): object {
  return {
    backend: options.backend,
    ...(options.localBackendUrl && { local_backend: { url: options.localBackendUrl } }),
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    publish_mode: 'simple',
    media_folder: 'public/uploads',
    public_folder: '/uploads',
    i18n: { structure: 'multiple_files', locales: [...locales], default_locale: 'en' },
    collections: [
      folderCollection({ name: 'home', label: 'Home page', folder: pages, template: 'home', schema: homePage }),
      {
        ...folderCollection({ name: 'home-sections', label: 'Home page sections', folder: 'src/content/home', schema: homeSections }),
        identifier_field: 'services',
        summary: 'Sections below the hero',
      },
      folderCollection({ name: 'use-cases', label: 'Use cases', folder: `${pages}/use-cases`, template: 'solution', schema: solutionPage, create: true }),
      folderCollection({ name: 'case-studies', label: 'Case studies', folder: `${pages}/use-cases`, template: 'case-studies', schema: caseStudiesPage }),
      ...serviceFolders().map(({ folder, label }) =>
        folderCollection({
          name: `services-${folder}`,
          label: `Services: ${label}`,
          folder: `${pages}/services/${folder}`,
          template: 'service',
          schema: servicePage,
          create: true,
        }),
      ),
      folderCollection({
        name: 'ecosystem',
        label: 'Digital banking ecosystem (index)',
        folder: `${pages}/services/digital-banking-ecosystem`,
        template: 'index',
        schema: indexPage,
      }),
      folderCollection({
        name: 'contact-confirmations',
        label: 'Contact form confirmations',
        folder: `${pages}/contact`,
        template: 'index',
        schema: indexPage,
      }),
      folderCollection({ name: 'documents', label: 'Documents', folder: `${pages}/documents`, template: 'document', schema: documentPage, create: true }),
      folderCollection({ name: 'legal', label: 'Legal pages', folder: `${pages}/legal`, template: 'legal', schema: legalPage }),
      folderCollection({ name: 'sign-in', label: 'Sign in', folder: pages, template: 'auth', schema: authPage }),
      folderCollection({ name: 'password-reset', label: 'Password reset', folder: `${pages}/auth`, template: 'password-reset', schema: passwordResetPage }),
      folderCollection({ name: 'account', label: 'Account', folder: pages, template: 'account', schema: accountPage }),
      folderCollection({ name: 'search', label: 'Search', folder: pages, template: 'search', schema: searchPage }),
      ...settingsCollections(),
    ],
  };
}
