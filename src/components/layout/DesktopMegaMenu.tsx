import { Link } from 'react-router-dom';
import { NavigationMenuBar } from '../ui/NavigationMenu';
import { ServicesPanel, UseCasesPanel } from './MegaMenuPanels';
import { megaMenus, sectionLinks } from '../../content/navigation';
import { navItemClass } from './site-navigation';
import { words } from '../../i18n/words';

export interface DesktopMegaMenuProps {
  value: string;
  onValueChange: (value: string) => void;
}

/** The desktop bar once interactive (its own chunk, loaded on the first pointer or focus on the bar). */
export function DesktopMegaMenu({ value, onValueChange }: DesktopMegaMenuProps) {
  return (
    <NavigationMenuBar
      label={words.mainNavigation}
      value={value}
      onValueChange={onValueChange}
      itemClassName={navItemClass}
      entries={megaMenus.map((menu) => ({
        value: menu.value,
        label: menu.label,
        panel: menu.value === 'services' ? <ServicesPanel /> : <UseCasesPanel />,
      }))}
      links={sectionLinks.map((link) => (
        <li key={link.href}>
          <Link reloadDocument to={link.href} data-nav-item={link.href} className={navItemClass}>
            {link.label}
          </Link>
        </li>
      ))}
    />
  );
}
