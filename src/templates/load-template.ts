import type { ComponentType } from 'react';
import type { PageContent, TemplateName } from '../content/types';
import { loadable } from '../shared/loadable';

/** A template, with what it loads beyond its page's content (e.g. the home page's lower sections). */
export type Template = ComponentType<{ page: PageContent }> & { preload?: () => Promise<unknown> };

type TemplateFor<T extends TemplateName> = ComponentType<{ page: Extract<PageContent, { template: T }> }>;

interface TemplateEntry<T extends TemplateName> {
  /** Loads the component (its own chunk: a page downloads only the template it uses). */
  load: () => Promise<TemplateFor<T>>;
  /** Its source file, which the prerenderer preloads with a page (the Vite manifest's key). */
  file: `src/templates/${string}.tsx`;
}

/**
 * The one table of templates: the router loads a page's template from it, the prerenderer preloads
 * its chunk, and the tests check every entry. A new template is a component and one line here.
 */
export const templates: { [T in TemplateName]: TemplateEntry<T> } = {
  home: { load: () => import('./HomeTemplate').then((m) => m.HomeTemplate), file: 'src/templates/HomeTemplate.tsx' },
  auth: { load: () => import('./AuthTemplate').then((m) => m.AuthTemplate), file: 'src/templates/AuthTemplate.tsx' },
  'password-reset': {
    load: () => import('./PasswordResetTemplate').then((m) => m.PasswordResetTemplate),
    file: 'src/templates/PasswordResetTemplate.tsx',
  },
  account: { load: () => import('./AccountTemplate').then((m) => m.AccountTemplate), file: 'src/templates/AccountTemplate.tsx' },
  service: { load: () => import('./ServiceTemplate').then((m) => m.ServiceTemplate), file: 'src/templates/ServiceTemplate.tsx' },
  solution: { load: () => import('./SolutionTemplate').then((m) => m.SolutionTemplate), file: 'src/templates/SolutionTemplate.tsx' },
  'case-studies': {
    load: () => import('./CaseStudiesTemplate').then((m) => m.CaseStudiesTemplate),
    file: 'src/templates/CaseStudiesTemplate.tsx',
  },
  index: { load: () => import('./IndexTemplate').then((m) => m.IndexTemplate), file: 'src/templates/IndexTemplate.tsx' },
  document: { load: () => import('./DocumentTemplate').then((m) => m.DocumentTemplate), file: 'src/templates/DocumentTemplate.tsx' },
  legal: { load: () => import('./LegalTemplate').then((m) => m.LegalTemplate), file: 'src/templates/LegalTemplate.tsx' },
  search: { load: () => import('./SearchTemplate').then((m) => m.SearchTemplate), file: 'src/templates/SearchTemplate.tsx' },
};

/** The template component for a page; the registry guarantees the page matches its template. */
export function loadTemplate(name: TemplateName): Promise<Template> {
  return templates[name].load() as Promise<Template>;
}

export function templateSourceFile(name: TemplateName): string {
  return templates[name].file;
}

/** The not-found page's component, for a path no page has (its own chunk, as a template is). */
export const notFoundPage = loadable(() => import('./NotFoundPage').then((module) => module.NotFoundPage));
export const notFoundSourceFile = 'src/templates/NotFoundPage.tsx';
