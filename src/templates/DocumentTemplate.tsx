import { Link } from 'react-router-dom';
import { BackToHome } from '../components/page-blocks/BackToHome';
import { buttonClass } from '../components/ui/button-styles';
import { contactHref } from '../content/actions';
import { site } from '../content/site';
import type { DocumentPage } from '../content/types';
import { formatMonth } from '../i18n/intl';
import { Icon } from '../components/ui/Icon';
import { words } from '../i18n/words';
import { ProseSection } from '../components/page-blocks/ProseSection';

/** A printable long-form document; the print stylesheet hides the site chrome. */
export function DocumentTemplate({ page }: { page: DocumentPage }) {
  return (
    <article className="container max-w-3xl pt-24 pb-16 print:pt-0">
      <div className="print:hidden">
        <BackToHome />
      </div>
      <p className="eyebrow mt-6">
        {page.docType} · {site.name} · <time dateTime={page.published}>{formatMonth(page.published)}</time>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
      <p className="mt-4 text-lg text-muted">{page.summary}</p>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <button type="button" className={buttonClass('default')} onClick={() => window.print()}>
          <Icon name="i-lucide-printer" /> {words.printDocument}
        </button>
        <Link className={buttonClass('outline')} to={contactHref(page.topic)}>
          {words.talkToUs}
        </Link>
      </div>
      {page.sections.map((section) => (
        <ProseSection key={section.heading} heading={section.heading} paragraphs={section.paragraphs} bullets={section.bullets} />
      ))}
    </article>
  );
}
