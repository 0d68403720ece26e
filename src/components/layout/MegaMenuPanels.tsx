import { Link } from 'react-router-dom';
import { iconOf } from '../../content/page-icons';
import { NavigationMenuLink } from '../ui/NavigationMenu';
import { serviceNavGroups, useCaseLinks, type NavLink } from './site-navigation';
import { Icon } from '../ui/Icon';

const linkClass =
  'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-fg no-underline hover:bg-subtle focus-visible:(outline-2 outline-primary outline)';

function PanelLink({ link, menu }: { link: NavLink; menu: string }) {
  return (
    <li>
      <NavigationMenuLink value={menu}>
        <Link to={link.to} lang={link.lang} className={linkClass}>
          <Icon name={iconOf(link.to)} className="shrink-0 text-primary" />
          {link.label}
        </Link>
      </NavigationMenuLink>
    </li>
  );
}

export function ServicesPanel() {
  return (
    <div className="container grid max-h-[calc(100vh-5rem)] gap-6 overflow-y-auto py-6 lg:grid-cols-4">
      {serviceNavGroups.map((group) => (
        <section key={group.id} aria-labelledby={`menu-${group.id}`}>
          <h2 id={`menu-${group.id}`} className="flex items-center gap-2 text-sm font-semibold">
            <Icon name={group.icon} className="text-primary" />
            {group.indexPath ? (
              <NavigationMenuLink value="services">
                <Link to={group.indexPath} className="text-fg no-underline hover:underline">
                  {group.name}
                </Link>
              </NavigationMenuLink>
            ) : (
              group.name
            )}
          </h2>
          <p className="mb-2 mt-1 text-xs text-muted">{group.summary}</p>
          <ul className="flex list-none flex-col p-0">
            {group.links.map((link) => (
              <PanelLink key={link.to} link={link} menu="services" />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function UseCasesPanel() {
  return (
    <div className="container py-6">
      <ul className="grid list-none gap-1 p-0 sm:grid-cols-2 lg:grid-cols-3">
        {useCaseLinks.map((link) => (
          <PanelLink key={link.to} link={link} menu="use-cases" />
        ))}
      </ul>
    </div>
  );
}
