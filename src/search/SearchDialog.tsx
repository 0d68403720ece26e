import { useRef } from 'react';
import { Dialog } from '../components/ui/Dialog';
import { SearchPanel } from './SearchPanel';
import { closeSearch, openSearch, useSearchOpen } from './search-store';
import { words } from './words';

/** The search dialog (its own chunk, with the search code): opens with focus in the search box. */
export function SearchDialog() {
  const open = useSearchOpen();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? openSearch() : closeSearch())}
      title={words.search}
      layout="search"
      initialFocus={() => input.current}
    >
      <SearchPanel inputRef={input} onNavigate={closeSearch} />
    </Dialog>
  );
}
