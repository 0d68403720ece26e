import { BackToHome } from '../components/page-blocks/BackToHome';
import { company } from '../content/company';
import type { LegalPage, LegalSection, StorageEntry } from '../content/types';
import { formatMonth } from '../i18n/intl';
import { messages } from '../i18n/messages';

const words = messages.legal;

/** The company's details a section names, those configured; an unset one is left out, never filled in. */
function CompanyDetails({ kind }: { kind: NonNullable<LegalSection['companyDetails']> }) {
  const fields = kind === 'operator' ? (['legalName', 'registration', 'address'] as const) : (['legalName', 'privacyEmail'] as const);
  const set = fields.flatMap((field) => (company[field] ? [[field, company[field]] as const] : []));
  if (set.length === 0) return null;
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      {set.map(([field, value]) => (
        <div key={field} className="contents">
          <dt className="font-semibold">{words.company[field]}</dt>
          <dd className="m-0">{field === 'privacyEmail' ? <a href={`mailto:${value}`}>{value}</a> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The storage notice's table: a row per key, its name as the code writes it. */
function StorageTable({ entries }: { entries: StorageEntry[] }) {
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{words.storageTable.caption}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-4">{words.storageTable.key}</th>
            <th scope="col" className="py-2 pr-4">{words.storageTable.where}</th>
            <th scope="col" className="py-2 pr-4">{words.storageTable.purpose}</th>
            <th scope="col" className="py-2">{words.storageTable.kept}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={`${entry.area} ${entry.storageKey}`} className="border-b border-line align-top">
              <th scope="row" className="py-2 pr-4 font-normal">
                <code className="break-all">{entry.storageKey}</code>
              </th>
              <td className="py-2 pr-4 whitespace-nowrap">{entry.area}</td>
              <td className="py-2 pr-4">{entry.purpose}</td>
              <td className="py-2">{entry.kept}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A privacy policy, the terms of use or the storage notice: the date it took effect, then its sections. */
export function LegalTemplate({ page }: { page: LegalPage }) {
  return (
    <article className="container max-w-4xl pt-24 pb-16">
      <BackToHome />
      <p className="eyebrow mt-6">
        {words.title} · <time dateTime={page.published}>{words.inEffect(formatMonth(page.published))}</time>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
      <p className="mt-4 text-lg text-muted">{page.intro}</p>
      {page.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-2xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed">
              {paragraph}
            </p>
          ))}
          {section.bullets && (
            <ul className="mt-4 flex flex-col gap-2 pl-6">
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          )}
          {section.companyDetails && <CompanyDetails kind={section.companyDetails} />}
          {section.storage && <StorageTable entries={section.storage} />}
        </section>
      ))}
    </article>
  );
}
