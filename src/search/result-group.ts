import { findPage, pages } from '../content/registry';
import { serviceGroups } from '../content/service-groups';
import { words } from './words';

const groupName = (id: string | undefined) => serviceGroups.find((group) => group.id === id)?.name;

/** The part of the site a result belongs to, shown beside its title: its menu, else its path. */
export function resultGroup(path: string): string {
  const menu = findPage(path)?.menu?.menu;
  if (menu === 'use-cases') return words.resultParts.useCases;
  const [first, second] = path.split('/').filter(Boolean);
  if (first === 'services') return groupName(menu) ?? groupName(second) ?? words.resultParts.services;
  if (first === 'use-cases') return words.resultParts.useCases;
  if (first === 'documents') return words.resultParts.documents;
  if (first === 'auth' || first === 'account') return words.resultParts.account;
  return words.resultParts.home;
}

/** Words of the menus' labels and the service groups' names: what a misspelt query is corrected to. */
export function menuLabels(): string[] {
  return [...pages.flatMap((page) => (page.menu ? [page.menu.label] : [])), ...serviceGroups.map((group) => group.name)];
}
