import type { ComponentType } from 'react';
import type { PageContent, TemplateName } from '../content/types';
import type { Template } from '../router/route-data';

type TemplateFor<T extends TemplateName> = ComponentType<{ page: Extract<PageContent, { template: T }> }>;

/** One lazily loaded component per template: a page downloads only the template it uses. */
const templates: { [T in TemplateName]: () => Promise<TemplateFor<T>> } = {
  home: () => import('./HomeTemplate').then((m) => m.HomeTemplate),
  auth: () => import('./AuthTemplate').then((m) => m.AuthTemplate),
  'password-reset': () => import('./PasswordResetTemplate').then((m) => m.PasswordResetTemplate),
  account: () => import('./AccountTemplate').then((m) => m.AccountTemplate),
  service: () => import('./ServiceTemplate').then((m) => m.ServiceTemplate),
  solution: () => import('./SolutionTemplate').then((m) => m.SolutionTemplate),
  'case-studies': () => import('./CaseStudiesTemplate').then((m) => m.CaseStudiesTemplate),
  index: () => import('./IndexTemplate').then((m) => m.IndexTemplate),
  document: () => import('./DocumentTemplate').then((m) => m.DocumentTemplate),
  search: () => import('./SearchTemplate').then((m) => m.SearchTemplate),
};

/** The template component for a page; the registry guarantees the page matches its template. */
export function loadTemplate(name: TemplateName): Promise<Template> {
  return templates[name]() as Promise<Template>;
}
