import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useEarlyPress } from '../ui/useEarlyPress';
import { useLoadOnReach } from '../ui/useLoadOnReach';
import type { HeaderSlots } from './header-slots';
import type { MobilePanel } from './MobileMenuDialogs';
import { words } from '../../i18n/words';
import { Icon } from '../ui/Icon';

const loadDialogs = () => import('./MobileMenuDialogs').then((module) => module.MobileMenuDialogs);

/**
 * The small-screen menu button. The menu and the documentation modal (Ark UI dialogs) load on the
 * first touch of the button; without JavaScript a plain link leads to the footer's full link list.
 */
export function MobileMenu({ slots }: { slots: HeaderSlots }) {
  const { Component: Dialogs, request: preload } = useLoadOnReach(loadDialogs);
  // The open panel remembers the route it was opened on, so navigating closes it.
  const [opened, setOpened] = useState<{ panel: MobilePanel; route: string }>({ panel: 'closed', route: '' });
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const route = location.pathname + location.hash;
  const panel = opened.route === route ? opened.panel : 'closed';
  const setPanel = (next: MobilePanel) => setOpened({ panel: next, route });

  const open = () => {
    preload();
    setPanel('menu');
  };
  useEarlyPress(button, open);

  return (
    <div className="xl:hidden">
      <button
        ref={button}
        type="button"
        data-js-only=""
        data-early-press=""
        aria-haspopup="dialog"
        aria-expanded={panel === 'menu'}
        onPointerEnter={() => preload()}
        onFocus={() => preload()}
        onClick={open}
        className="btn btn-ghost btn-size-icon"
      >
        <Icon name="i-lucide-menu" className="text-2xl" />
        <span className="sr-only">{words.menu}</span>
      </button>
      <noscript>
        <a href="#site-links" className="btn btn-ghost btn-size-sm">
          {words.menu}
        </a>
      </noscript>
      {Dialogs && (
        <Dialogs
          panel={panel}
          onPanelChange={setPanel}
          returnFocus={() => button.current}
          account={slots.mobileAccount}
          onSearch={slots.onSearch}
        />
      )}
    </div>
  );
}
