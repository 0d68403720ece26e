import type { IconClass } from '../../content/types';
import { symbolHref } from './icon-sprite';

interface IconProps {
  /** The Lucide icon, named as in the content registry: `i-lucide-wallet`. */
  name: IconClass;
  className?: string;
}

/**
 * A decorative Lucide icon, a sprite symbol drawn by `<use>` (see symbolHref: the page's own copy
 * of it, else the sprite file): plain vector shapes in the text colour. (A CSS mask of an SVG image
 * cost a painted SVG document per icon: the largest part of a content page's first paint here.)
 */
export function Icon({ name, className }: IconProps) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} aria-hidden="true" focusable="false">
      <use href={symbolHref(name.slice('i-lucide-'.length))} />
    </svg>
  );
}
