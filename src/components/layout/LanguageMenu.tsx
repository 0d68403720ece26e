import { useEffect, useRef } from 'react';
import { locale } from '../../i18n/locale';
import { words } from '../../i18n/words';
import { localeInfo } from '../../shared/locales';
import { LanguageLinks } from './LanguageLinks';
import { Icon } from '../ui/Icon';

const itemClass =
  'flex rounded-md px-3 py-2 text-sm text-fg no-underline hover:bg-subtle aria-[current=true]:font-semibold focus-visible:(outline-2 outline-primary outline)';

/**
 * The header's language switcher: a disclosure (`<details>`), so it opens and its links work
 * without JavaScript; with it, Escape and a click elsewhere close it, as a menu would.
 */
export function LanguageMenu() {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (focusSummary: boolean) => {
      const element = details.current;
      if (!element?.open) return;
      element.open = false;
      if (focusSummary) element.querySelector('summary')?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && close(true);
    const onClick = (event: MouseEvent) => !details.current?.contains(event.target as Node) && close(false);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, []);

  const { name, tag } = localeInfo[locale];
  return (
    <details ref={details} data-language-menu="" className="relative">
      <summary
        aria-label={words.language.current(name)}
        className="btn btn-ghost btn-size-sm cursor-pointer list-none [&::-webkit-details-marker]:hidden"
      >
        <Icon name="i-lucide-languages" className="text-xl" />
        <span lang={tag} aria-hidden="true">
          {name}
        </span>
      </summary>
      <div className="card absolute right-0 z-50 mt-2 w-40 p-1">
        <LanguageLinks className="m-0 flex list-none flex-col p-0" itemClassName={itemClass} />
      </div>
    </details>
  );
}
