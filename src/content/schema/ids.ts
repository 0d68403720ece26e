/**
 * The ids content refers to: the company's figures and the service groups, as enums of the ids
 * their modules define today.
 */
import { z } from 'zod';
import { figures, type FigureId } from '../figures';
import { serviceGroups } from '../service-groups';
import { structural } from './fields';

export const figureIds = Object.keys(figures) as [FigureId, ...FigureId[]];

/** One of the company's figures by id (src/content/figures.ts). */
export const figureId = structural(z.enum(figureIds), 'Figure');

type GroupId = (typeof serviceGroups)[number]['id'];
const groupIds = serviceGroups.map((group) => group.id) as [GroupId, ...GroupId[]];

/** One of the service groups by id (src/content/service-groups.ts). */
export const serviceGroupId = structural(z.enum(groupIds), 'Service group');

/** The menu a page appears in: the Use Cases menu or a service group's. */
export const menuId = structural(z.enum([...groupIds, 'use-cases']), 'Menu');
