import { FeatureGrid } from '../components/content/FeatureGrid';
import type { HomePage } from '../content/types';
import { AboutSection } from './home/AboutSection';
import { CardLinks } from './home/CardLinks';
import { ContactSection } from './home/ContactSection';
import { HeroSection } from './home/HeroSection';
import { SectionShell } from './home/SectionShell';
import { ServicesSection } from './home/ServicesSection';
import { StatsRow } from './home/StatsRow';

export function HomeTemplate({ page }: { page: HomePage }) {
  return (
    <>
      <HeroSection hero={page.hero} />
      <ServicesSection services={page.services} />
      <SectionShell section={page.capabilities} tone="muted">
        <FeatureGrid items={page.capabilities.items} />
      </SectionShell>
      <SectionShell section={page.useCases}>
        <CardLinks cards={page.useCases.cards} columns="lg:grid-cols-3" />
      </SectionShell>
      <SectionShell section={page.solutions} tone="muted">
        <FeatureGrid items={page.solutions.items} />
        <StatsRow stats={page.solutions.stats} label="Solution results" />
      </SectionShell>
      <SectionShell section={page.paymentPlatform}>
        <FeatureGrid items={page.paymentPlatform.items} />
        <ul className="mt-10 grid list-none gap-3 p-0 sm:grid-cols-2">
          {page.paymentPlatform.points.map((point) => (
            <li key={point} className="flex gap-3">
              <span className="i-lucide-check mt-0.5 shrink-0 text-primary" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
      </SectionShell>
      <SectionShell section={page.eWallet} tone="muted">
        <FeatureGrid items={page.eWallet.items} />
        <StatsRow stats={page.eWallet.stats} label="E-wallet figures" />
      </SectionShell>
      <SectionShell section={page.platformFeatures}>
        <FeatureGrid items={page.platformFeatures.items} />
      </SectionShell>
      <SectionShell section={page.technology} tone="muted">
        <FeatureGrid items={page.technology.items} />
        <StatsRow stats={page.technology.stats} label="Technology figures" />
        <p className="mt-10 text-center text-muted">
          Support in {page.technology.languages.join(', ')}.
        </p>
      </SectionShell>
      <AboutSection about={page.about} />
      <ContactSection contact={page.contact} />
    </>
  );
}
