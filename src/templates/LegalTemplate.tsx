import { BackToHome } from '../components/page-blocks/BackToHome';
import { company } from '../content/company';
import type { LegalPage, LegalSection, StorageEntry } from '../content/types';
import { formatMonth } from '../i18n/intl';
import { words } from '../i18n/words';
import { ProseSection } from '../components/page-blocks/ProseSection';

const legal = words.legal;

/** The company's details a section names, those configured; an unset one is left out, never filled in. */
function CompanyDetails({ kind }: { kind: NonNullable<LegalSection['companyDetails']> }) {
  const fields = kind === 'operator' ? (['legalName', 'registration', 'address'] as const) : (['legalName', 'privacyEmail'] as const);
  const set = fields.flatMap((field) => (company[field] ? [[field, company[field]] as const] : []));
  if (set.length === 0) return null;
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      {set.map(([field, value]) => (
        <div key={field} className="contents">
          <dt className="font-semibold">{legal.company[field]}</dt>
          <dd className="m-0">{field === 'privacyEmail' ? <a href={`mailto:${value}`}>{value}</a> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The storage notice's entries, one block each (a four-column table left a phone a column of
 * broken names and a sideways scroll): the name as the code writes it, then where, why, how long.
 */
function StorageList({ entries }: { entries: StorageEntry[] }) {
  const { label, where, purpose, kept } = legal.storageList;
  return (
    <ul aria-label={label} className="mt-6 grid list-none gap-4 p-0 md:grid-cols-2">
      {entries.map((entry) => (
        <li key={`${entry.area} ${entry.storageKey}`} className="rounded-xl border border-line p-4">
          <code className="break-all font-semibold">{entry.storageKey}</code>
          <dl className="m-0 mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
            <dt className="text-muted">{where}</dt>
            <dd className="m-0">{entry.area}</dd>
            <dt className="text-muted">{purpose}</dt>
            <dd className="m-0">{entry.purpose}</dd>
            <dt className="text-muted">{kept}</dt>
            <dd className="m-0">{entry.kept}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** A privacy policy, the terms of use or the storage notice: the date it took effect, then its sections. */
export function LegalTemplate({ page }: { page: LegalPage }) {
  return (
    <article className="container max-w-4xl pt-24 pb-16">
      <BackToHome />
      <p className="eyebrow mt-6">
        {legal.title} · <time dateTime={page.published}>{legal.inEffect(formatMonth(page.published))}</time>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
      <p className="mt-4 text-lg text-muted">{page.intro}</p>
      {page.sections.map((section) => (
        <ProseSection key={section.heading} heading={section.heading} paragraphs={section.paragraphs} bullets={section.bullets}>
          {section.companyDetails && <CompanyDetails kind={section.companyDetails} />}
          {section.storage && <StorageList entries={section.storage} />}
        </ProseSection>
      ))}
    </article>
  );
}
