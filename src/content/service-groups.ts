import serviceGroupsData from './settings/service-groups/service-groups.en.json' with { type: 'json' };

/** A group's id: its path is `/services/<id>`, and `id` is `slugify(name)`; pages name their menu by it. */
export type ServiceGroupId = 'digital-banking-ecosystem' | 'issuing-services' | 'acquiring-services' | 'value-added-services';

export interface ServiceGroup {
  id: ServiceGroupId;
  name: string;
  icon: `i-lucide-${string}`;
  summary: string;
}

/**
 * The four service groups of the Services menu, in menu order, in the build's language
 * (`service-groups.en.json` and its translations): the one definition of their ids, names, icons
 * and summaries. A JSON import types their ids as any string; tests/unit/content-registry.test.ts
 * holds them to `ServiceGroupId`.
 */
export const serviceGroups = serviceGroupsData.groups as readonly ServiceGroup[];
