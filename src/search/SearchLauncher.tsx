import { useHref } from 'react-router-dom';
import { useEffect, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { useEarlyPress } from '../components/ui/useEarlyPress';
import { SEARCH_PATH } from './search-paths';
import { useSearchShortcuts } from './search-shortcuts';
import { openSearch, useSearchOpen } from './search-store';
import { words } from '../i18n/words';
import { Icon } from '../components/ui/Icon';

/** The dialog's chunk, fetched on the first open, hover or focus of a way into search. */
const loadSearchDialog = () => import('./SearchDialog').then((module) => module.SearchDialog);
const preload = () => void loadSearchDialog();

/**
 * The header's search button. It is a link to the search page, so it works before the app has
 * loaded and without JavaScript; once the app runs, it opens the search dialog instead, whose code
 * is fetched on the first hover, focus or open (none of it is in the page's initial scripts).
 * A shortcut pressed before the app arrived (the early script (src/before-hydration)) opens it on arrival.
 */
export function SearchLauncher() {
  const open = useSearchOpen();
  const [Dialog, setDialog] = useState<ComponentType | null>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const searchUrl = useHref(SEARCH_PATH);
  useSearchShortcuts(openSearch);
  useEarlyPress(link, openSearch);

  useEffect(() => {
    if (open && !Dialog) void loadSearchDialog().then((component) => setDialog(() => component));
  }, [open, Dialog]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openSearch();
  };

  return (
    <>
      <a
        ref={link}
        href={searchUrl}
        data-search-shortcut=""
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
        aria-keyshortcuts="/ Control+K Meta+K"
        className="btn btn-ghost btn-size-icon"
      >
        <Icon name="i-lucide-search" className="text-xl" />
        <span className="sr-only">{words.search}</span>
      </a>
      {Dialog && <Dialog />}
    </>
  );
}
