import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useFocusAfterSwap, useLoadOnReach } from '../ui/useLoadOnReach';
import { megaMenus, sectionLinks } from '../../content/navigation';
import { navItemClass } from './site-navigation';
import { words } from '../../i18n/words';
import { Icon } from '../ui/Icon';

const loadMegaMenu = () => import('./DesktopMegaMenu').then((module) => module.DesktopMegaMenu);

function navItemOf(target: EventTarget | null): string | null {
  return target instanceof Element ? (target.closest('[data-nav-item]')?.getAttribute('data-nav-item') ?? null) : null;
}

/**
 * The desktop bar. The prerendered markup is plain links (each mega-menu's trigger links to its
 * section of the home page), which work without JavaScript; the first pointer or focus on the bar loads the
 * Ark UI mega-menus and swaps them in, keeping focus and hover where they were.
 */
export function DesktopNav() {
  const { Component: MegaMenu, request } = useLoadOnReach(loadMegaMenu);
  // The open menu remembers the route it was opened on, so navigating closes it.
  const [open, setOpen] = useState({ value: '', route: '' });
  const container = useRef<HTMLDivElement>(null);
  const focused = useRef<string | null>(null);
  const hovered = useRef<string | null>(null);
  const location = useLocation();
  const route = location.pathname + location.hash;
  const value = open.route === route ? open.value : '';
  const routeNow = useRef(route);
  useEffect(() => {
    routeNow.current = route;
  }, [route]);

  // The swap replaced the element under focus: put focus back where the visitor was.
  useFocusAfterSwap(
    MegaMenu !== null,
    useCallback(() => (focused.current ? container.current?.querySelector<HTMLElement>(`[data-nav-item="${focused.current}"]`) : null), []),
  );

  // Still pointing at a menu's trigger when the menus arrive: it has waited long enough, open that menu.
  const openHovered = useCallback(() => {
    const pointed = hovered.current;
    if (pointed && megaMenus.some((menu) => menu.value === pointed)) setOpen({ value: pointed, route: routeNow.current });
  }, []);

  // The visitor reached the bar before the app arrived (Tab or the pointer is already on it, and
  // that event came before React listened): load the menus now, as the event would have.
  useEffect(() => {
    const bar = container.current;
    const pointed = bar?.querySelector('[data-nav-item]:hover') ?? null;
    const focusedItem = bar?.contains(document.activeElement) ? document.activeElement : null;
    if (!pointed && !focusedItem) return;
    hovered.current = navItemOf(pointed);
    focused.current = navItemOf(focusedItem);
    request(openHovered);
  }, [request, openHovered]);

  const onPointerOver = (event: SyntheticEvent) => {
    hovered.current = navItemOf(event.target);
    request(openHovered);
  };
  const onFocus = (event: SyntheticEvent) => {
    focused.current = navItemOf(event.target);
    request(openHovered);
  };

  return (
    <div
      ref={container}
      className="hidden xl:block"
      onPointerOver={MegaMenu ? undefined : onPointerOver}
      onPointerLeave={() => (hovered.current = null)}
      onFocus={MegaMenu ? undefined : onFocus}
    >
      {MegaMenu ? (
        <MegaMenu value={value} onValueChange={(next) => setOpen({ value: next, route })} />
      ) : (
        <nav aria-label={words.mainNavigation}>
          <ul className="flex list-none items-center gap-1 p-0">
            {megaMenus.map((menu) => (
              <li key={menu.value}>
                <Link reloadDocument to={menu.href} data-nav-item={menu.value} className={navItemClass}>
                  {menu.label}
                  <Icon name="i-lucide-chevron-down" className="text-base" />
                </Link>
              </li>
            ))}
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <Link reloadDocument to={link.href} data-nav-item={link.href} className={navItemClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
