import { ContactForm } from '../../contact/ContactForm';
import { company } from '../../content/company';
import type { HomeSections } from '../../content/types';
import { SectionShell } from './SectionShell';
import { Icon } from '../../components/ui/Icon';
import { words } from '../../i18n/words';

type ContactPoint = HomeSections['contact']['points'][number];

/** What a point shows: its own words, or a company detail; nothing when that detail is not configured. */
const pointValue = (point: ContactPoint) => ('companyField' in point ? company[point.companyField] : point.value);

export function ContactSection({ contact }: { contact: HomeSections['contact'] }) {
  const points = contact.points.flatMap((point) => {
    const value = pointValue(point);
    return value ? [{ ...point, value }] : [];
  });
  return (
    <SectionShell section={contact} tone="muted">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <ul className="flex list-none flex-col gap-6 p-0">
          {points.map((point) => (
            <li key={point.label} className="flex gap-4">
              <Icon name={point.icon} className="mt-1 text-2xl text-primary" />
              <div>
                <p className="font-semibold">{point.label}</p>
                <p className="text-muted">{point.value}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="card" data-slot="contact-form">
          <ContactForm />
          {company.email && (
            <p className="mt-6 mb-0 text-sm text-muted">
              {words.writeToUs.before}
              <a href={`mailto:${company.email}`}>{company.email}</a>
              {words.writeToUs.after}
            </p>
          )}
        </div>
      </div>
    </SectionShell>
  );
}
