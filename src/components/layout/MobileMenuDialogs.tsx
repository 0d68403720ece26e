import { Suspense, type ReactNode } from 'react';
import { Link, useHref } from 'react-router-dom';
import { InstallAppButton } from './InstallAppButton';
import { Accordion } from '../ui/Accordion';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { documentationHref, sectionLinks } from '../../content/navigation';
import { serviceNavGroups, useCaseLinks, type NavLink } from './site-navigation';
import { iconOf } from '../../content/page-icons';
import { LanguageLinks } from './LanguageLinks';
import { ThemeChoice } from './ThemeChoice';
import { Icon } from '../ui/Icon';
import { words } from '../../i18n/words';

export type MobilePanel = 'closed' | 'menu' | 'docs';

/**
 * The documentation page runs no script, so its frame may run none. It keeps its origin so that
 * the service worker serves it offline (a frame with an opaque origin is not controlled by it),
 * and its link to the contact section may take the whole page there when clicked.
 */
const DOCUMENTATION_SANDBOX = 'allow-same-origin allow-top-navigation-by-user-activation';

export interface MobileMenuDialogsProps {
  panel: MobilePanel;
  onPanelChange: (panel: MobilePanel) => void;
  /** The menu button, where focus returns when either dialog closes. */
  returnFocus: () => HTMLElement | null;
  /** The visitor's account items (src/App.tsx puts them in). */
  account: ReactNode;
  onSearch(): void;
}

const languageClass =
  'inline-flex rounded-md px-2 py-1 text-sm text-fg no-underline aria-[current=true]:(bg-subtle font-semibold) focus-visible:(outline-2 outline-primary outline)';

const rowClass =
  'flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-fg no-underline hover:bg-subtle focus-visible:(outline-2 outline-primary outline)';

function LinkList({ links }: { links: NavLink[] }) {
  return (
    <ul className="flex list-none flex-col p-0">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} lang={link.lang} className={rowClass}>
            <Icon name={iconOf(link.to)} className="shrink-0 text-primary" />
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The mobile menu and the documentation modal (their own chunk). Links close the menu by navigating. */
export function MobileMenuDialogs({ panel, onPanelChange, returnFocus, account, onSearch }: MobileMenuDialogsProps) {
  const documentationUrl = useHref(documentationHref);
  const close = (open: boolean) => {
    if (!open) onPanelChange('closed');
  };
  return (
    <>
      <Dialog open={panel === 'menu'} onOpenChange={close} title={words.menu} layout="sheet" finalFocus={returnFocus}>
        <div className="px-3 pt-3">
          <Button
            variant="outline"
            className="w-full justify-start"
            onClick={() => {
              onPanelChange('closed');
              onSearch();
            }}
          >
            <Icon name="i-lucide-search" />
            {words.search}
          </Button>
        </div>
        <nav aria-label={words.mobileNavigation} className="flex flex-col gap-1 p-3">
          <Accordion
            multiple
            entries={[
              {
                value: 'services',
                title: words.services,
                content: (
                  <Accordion
                    level={2}
                    entries={serviceNavGroups.map((group) => ({
                      value: group.id,
                      title: group.name,
                      content: (
                        <LinkList
                          links={
                            group.indexPath
                              ? [{ to: group.indexPath, label: words.groupOverview(group.name) }, ...group.links]
                              : group.links
                          }
                        />
                      ),
                    }))}
                  />
                ),
              },
              { value: 'use-cases', title: words.useCases, content: <LinkList links={useCaseLinks} /> },
            ]}
          />
          <ul className="flex list-none flex-col p-0">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <Link reloadDocument to={link.href} className={`${rowClass} text-base font-semibold`} onClick={() => close(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto flex flex-col gap-3 border-t border-line p-3">
          <ThemeChoice />
          <div className="flex items-center justify-between gap-3 px-3">
            <span id="language-choice-label" className="font-semibold">
              {words.language.label}
            </span>
            <div role="group" aria-labelledby="language-choice-label">
              <LanguageLinks className="m-0 flex list-none gap-1 p-0" itemClassName={languageClass} />
            </div>
          </div>
          <Button variant="outline" onClick={() => onPanelChange('docs')}>
            <Icon name="i-lucide-book-open" />
            {words.documentation}
          </Button>
          <InstallAppButton placement="mobile" />
          <Suspense fallback={null}>{account}</Suspense>
        </div>
      </Dialog>
      <Dialog open={panel === 'docs'} onOpenChange={close} title={words.apiDocumentation} finalFocus={returnFocus}>
        <iframe
          src={documentationUrl}
          title={words.apiDocumentationFrame}
          sandbox={DOCUMENTATION_SANDBOX}
          className="h-full w-full flex-1 border-0 bg-white"
        />
      </Dialog>
    </>
  );
}
