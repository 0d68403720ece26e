import { pageIcons } from 'virtual:page-icons';
import type { IconClass } from './types';

/** The icon of a page the menus list (their own module: only the menus that show icons load it). */
export function iconOf(path: string): IconClass {
  return pageIcons[path] ?? 'i-lucide-file-text';
}
