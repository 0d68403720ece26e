import type { HomeSections } from '../../content/types';
import { CardLinks } from '../../components/content/CardLinks';
import { SectionShell } from './SectionShell';
import { Icon } from '../../components/ui/Icon';

export function ServicesSection({ services }: { services: HomeSections['services'] }) {
  return (
    <SectionShell section={services}>
      <div className="flex flex-col gap-14">
        {services.groups.map((group) => (
          <div key={group.title}>
            <h3 className="mb-2 flex items-center gap-3 text-2xl font-semibold">
              <Icon name={group.icon} className="text-primary" />
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
