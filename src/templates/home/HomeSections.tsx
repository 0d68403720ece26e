import { FeatureGrid } from '../../components/page-blocks/FeatureGrid';
import { figureText } from '../../content/stats';
import type { HomeSections as Sections } from '../../content/types';
import { AboutSection } from './AboutSection';
import { CardLinks } from '../../components/page-blocks/CardLinks';
import { ContactSection } from './ContactSection';
import { FeatureList } from './FeatureList';
import { SectionShell } from './SectionShell';
import { ServicesSection } from './ServicesSection';
import { StatsRow } from './StatsRow';
import { TechnologySection } from './TechnologySection';
import { WalletPhone } from './WalletPhone';
import { Icon } from '../../components/ui/Icon';
import { words } from '../../i18n/words';

/**
 * The home page below the hero, section by section, in alternating shapes: grids of cards, split
 * sections with a drawing or a panel beside the text, bands of figures, diagrams, a timeline.
 */
export function HomeSections({ sections }: { sections: Sections }) {
  const { capabilities, useCases, solutions, paymentPlatform, eWallet, platformFeatures } = sections;
  return (
    <>
      <ServicesSection services={sections.services} />
      <SectionShell section={capabilities} tone="muted">
        <FeatureGrid items={capabilities.items} />
      </SectionShell>
      <SectionShell section={useCases}>
        <CardLinks paths={useCases.cards} headingLevel={3} columns="lg:grid-cols-3" scrollLabel={useCases.eyebrow ?? useCases.heading} />
      </SectionShell>
      <SectionShell section={solutions} tone="muted">
        <FeatureGrid items={solutions.items} columns="lg:grid-cols-4" />
        <StatsRow stats={solutions.stats} label={words.figureRows.solutions} band />
      </SectionShell>
      <SectionShell section={paymentPlatform} aside={<FeatureGrid items={paymentPlatform.items} columns="lg:grid-cols-2" />}>
        <ul className="grid list-none gap-4 p-0" data-figures="">
          {paymentPlatform.points.map((point) => (
            <li key={point} className="flex gap-3">
              <Icon name="i-lucide-check" className="mt-0.5 shrink-0 text-primary" />
              {figureText(point)}
            </li>
          ))}
        </ul>
      </SectionShell>
      <SectionShell
        section={eWallet}
        tone="muted"
        aside={
          <div className="rise-on-view mx-auto w-full max-w-[14rem] lg:max-w-[18rem]">
            <WalletPhone labels={eWallet.screen} />
          </div>
        }
        asideFirst
        after={<StatsRow stats={eWallet.stats} label={words.figureRows.eWallet} band />}
      >
        <FeatureList items={eWallet.items} />
      </SectionShell>
      <SectionShell section={platformFeatures}>
        <FeatureList items={platformFeatures.items} columns="sm:grid-cols-2 lg:grid-cols-3" />
      </SectionShell>
      <TechnologySection technology={sections.technology} />
      <AboutSection about={sections.about} />
      <ContactSection contact={sections.contact} />
    </>
  );
}
