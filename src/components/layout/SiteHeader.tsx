import { Link } from 'react-router-dom';
import { site } from '../../content/site';
import { InstallAppButton } from './InstallAppButton';
import { DesktopNav } from './DesktopNav';
import type { HeaderSlots } from './header-slots';
import { LanguageMenu } from './LanguageMenu';
import { MobileMenu } from './MobileMenu';
import { ThemeToggle } from './ThemeToggle';
import { Icon } from '../ui/Icon';

/**
 * The fixed top bar: logo, mega-menus, install, theme and account (desktop) or the menu button
 * (mobile). The desktop bar starts at the xl width: below it, the menus, the language and the
 * account do not fit in one row in every language (Amharic's labels are the longest).
 */
export function SiteHeader({ slots }: { slots: HeaderSlots }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-bg/90 backdrop-blur">
      <div className="container flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex shrink-0 items-center gap-2 text-lg font-bold text-fg no-underline">
          <Icon name="i-lucide-hexagon" className="text-2xl text-primary" />
          {site.name}
        </Link>
        <DesktopNav />
        <div className="flex items-center gap-1">
          <div className="hidden xl:block">
            <InstallAppButton placement="header" />
          </div>
          <div className="hidden xl:block">
            <LanguageMenu />
          </div>
          {slots.search}
          <ThemeToggle />
          {/* A fixed box, so signing in or out never moves the bar. */}
          <div className="hidden h-10 w-32 items-center justify-end xl:flex">
            {slots.account}
          </div>
          <MobileMenu slots={slots} />
        </div>
      </div>
    </header>
  );
}
