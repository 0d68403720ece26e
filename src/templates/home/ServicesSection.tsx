import type { HomeSections } from '../../content/types';
import { serviceGroups } from '../../content/service-groups';
import { CardLinks } from '../../components/page-blocks/CardLinks';
import { SectionShell } from './SectionShell';
import { Icon } from '../../components/ui/Icon';

export function ServicesSection({ services }: { services: HomeSections['services'] }) {
  return (
    <SectionShell section={services}>
      <div className="flex flex-col gap-14">
        {services.groups.map(({ group: id, cards }) => {
          const group = serviceGroups.find((candidate) => candidate.id === id)!;
          return (
            <div key={id}>
              <h3 className="mb-2 flex items-center gap-3 text-2xl font-semibold">
                <Icon name={group.icon} className="text-primary" />
                {group.name}
              </h3>
              <p className="mb-6 text-muted">{group.summary}</p>
              <CardLinks paths={cards} headingLevel={4} />
            </div>
          );
        })}
      </div>
    </SectionShell>
  );
}
