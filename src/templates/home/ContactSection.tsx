import { ContactForm } from '../../contact/ContactForm';
import { site } from '../../content/site';
import type { HomeSections } from '../../content/types';
import { SectionShell } from './SectionShell';
import { Icon } from '../../components/ui/Icon';
import { messages } from '../../i18n/messages';

export function ContactSection({ contact }: { contact: HomeSections['contact'] }) {
  return (
    <SectionShell section={contact} tone="muted">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <ul className="flex list-none flex-col gap-6 p-0">
          {contact.points.map((point) => (
            <li key={point.label} className="flex gap-4">
              <Icon name={point.icon} className="mt-1 text-2xl text-primary" />
              <div>
                <p className="font-semibold">{point.label}</p>
                <p className="text-muted">{'siteField' in point ? site[point.siteField] : point.value}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="card" data-slot="contact-form">
          <ContactForm />
          <p className="mt-6 mb-0 text-sm text-muted">
            {messages.writeToUs.before}
            <a href={`mailto:${site.email}`}>{site.email}</a>
            {messages.writeToUs.after}
          </p>
        </div>
      </div>
    </SectionShell>
  );
}
