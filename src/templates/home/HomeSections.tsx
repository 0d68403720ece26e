import { FeatureGrid } from '../../components/page-blocks/FeatureGrid';
import type { HomeSections as Sections } from '../../content/types';
import { AboutSection } from './AboutSection';
import { CardLinks } from '../../components/page-blocks/CardLinks';
import { ContactSection } from './ContactSection';
import { SectionShell } from './SectionShell';
import { ServicesSection } from './ServicesSection';
import { StatsRow } from './StatsRow';
import { Icon } from '../../components/ui/Icon';
import { messages } from '../../i18n/messages';
import { locale } from '../../i18n/locale';

/** The home page below the hero, section by section. */
export function HomeSections({ sections }: { sections: Sections }) {
  return (
    <>
      <ServicesSection services={sections.services} />
      <SectionShell section={sections.capabilities} tone="muted">
        <FeatureGrid items={sections.capabilities.items} />
      </SectionShell>
      <SectionShell section={sections.useCases}>
        <CardLinks paths={sections.useCases.cards} headingLevel={3} columns="lg:grid-cols-3" />
      </SectionShell>
      <SectionShell section={sections.solutions} tone="muted">
        <FeatureGrid items={sections.solutions.items} />
        <StatsRow stats={sections.solutions.stats} label={messages.figureRows.solutions} />
      </SectionShell>
      <SectionShell section={sections.paymentPlatform}>
        <FeatureGrid items={sections.paymentPlatform.items} />
        <ul className="mt-10 grid list-none gap-3 p-0 sm:grid-cols-2">
          {sections.paymentPlatform.points.map((point) => (
            <li key={point} className="flex gap-3">
              <Icon name="i-lucide-check" className="mt-0.5 shrink-0 text-primary" />
              {point}
            </li>
          ))}
        </ul>
      </SectionShell>
      <SectionShell section={sections.eWallet} tone="muted">
        <FeatureGrid items={sections.eWallet.items} />
        <StatsRow stats={sections.eWallet.stats} label={messages.figureRows.eWallet} />
      </SectionShell>
      <SectionShell section={sections.platformFeatures}>
        <FeatureGrid items={sections.platformFeatures.items} />
      </SectionShell>
      <SectionShell section={sections.technology} tone="muted">
        <FeatureGrid items={sections.technology.items} />
        <StatsRow stats={sections.technology.stats} label={messages.figureRows.technology} />
        <p className="mt-10 text-center text-muted">
          {messages.supportIn(new Intl.ListFormat(locale).format(sections.technology.languages))}
        </p>
      </SectionShell>
      <AboutSection about={sections.about} />
      <ContactSection contact={sections.contact} />
    </>
  );
}
