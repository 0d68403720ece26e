import type { HomeSections } from '../../content/types';
import { CardLinks } from '../../components/content/CardLinks';
import { SectionShell } from './SectionShell';

export function ServicesSection({ services }: { services: HomeSections['services'] }) {
  return (
    <SectionShell section={services}>
      <div className="flex flex-col gap-14">
        {services.groups.map((group) => (
          <div key={group.title}>
            <h3 className="mb-2 flex items-center gap-3 text-2xl font-semibold">
              <span className={`${group.icon} text-primary`} aria-hidden="true" />
              {group.title}
            </h3>
            <p className="mb-6 text-muted">{group.description}</p>
            <CardLinks cards={group.cards} headingLevel={4} />
          </div>
        ))}
      </div>
    </SectionShell>
  );
}
