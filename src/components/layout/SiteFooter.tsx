import { Link } from 'react-router-dom';
import { findPage } from '../../content/registry';
import { company } from '../../content/company';
import { legalPages } from '../../content/legal';
import { companyLinks } from '../../content/navigation';
import { site } from '../../content/site';
import { LanguageLinks } from './LanguageLinks';
import { serviceNavGroups, useCaseLinks, type NavLink } from './site-navigation';
import { words } from '../../i18n/words';

const linkClass = 'text-muted no-underline hover:(text-fg underline)';

const companyColumn = [...companyLinks, ...(findPage('/auth') ? [{ href: '/auth', label: words.signIn }] : [])];

function Column({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-sm font-semibold text-fg">
        {title}
      </h2>
      <ul className="flex list-none flex-col gap-2 p-0">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} lang={link.lang} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The operator's legal details, those configured (src/content/company.ts): none is shown unset. */
const operator = [company.legalName, company.registration, company.address].filter(Boolean).join(' · ');

/** Every page of the menus, the company anchors, the legal pages and the copyright; no placeholder links. */
export function SiteFooter() {
  return (
    <footer className="site-footer border-t border-line bg-subtle/40 py-12 text-sm">
      <nav id="site-links" aria-label={words.siteLinks} className="container grid gap-8 sm:grid-cols-2 lg:grid-cols-6">
        {serviceNavGroups.map((group) => (
          <Column
            key={group.id}
            id={`footer-${group.id}`}
            title={group.name}
            links={group.indexPath ? [{ to: group.indexPath, label: words.overview }, ...group.links] : group.links}
          />
        ))}
        <Column id="footer-use-cases" title={words.useCases} links={useCaseLinks} />
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="mb-3 text-sm font-semibold text-fg">
            {words.company}
          </h2>
          <ul className="flex list-none flex-col gap-2 p-0">
            {companyColumn.map((link) => (
              <li key={link.href}>
                <Link reloadDocument to={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </nav>
      <div className="container mt-10 flex flex-col gap-2 border-t border-line pt-6 text-muted sm:flex-row sm:justify-between">
        <div className="flex flex-col gap-2">
          <p>
            © {site.copyrightYear} {site.name}. {words.allRightsReserved}
          </p>
          {operator && <p>{operator}</p>}
        </div>
        <nav aria-label={words.legal.title}>
          <ul className="m-0 flex list-none flex-wrap gap-x-4 gap-y-2 p-0">
            {Object.values(legalPages).map((page) => (
              <li key={page.href}>
                <Link to={page.href} className={linkClass}>
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={words.language.label}>
          <LanguageLinks className="m-0 flex list-none gap-4 p-0" itemClassName={linkClass} />
        </nav>
      </div>
    </footer>
  );
}
