import type { HomeSections } from '../../content/types';
import { serviceGroups } from '../../content/service-groups';
import { CardLinks } from '../../components/page-blocks/CardLinks';
import { SectionShell } from './SectionShell';
import { Icon } from '../../components/ui/Icon';

/** One block per service group: its name and summary beside its cards on a wide screen; its cards a sideways row on a phone. */
export function ServicesSection({ services }: { services: HomeSections['services'] }) {
  return (
    <SectionShell section={services}>
      <div className="flex flex-col gap-14">
        {services.groups.map(({ group: id, cards }) => {
          const group = serviceGroups.find((candidate) => candidate.id === id)!;
          return (
            <div key={id} className="grid gap-6 lg:grid-cols-[15rem_1fr] lg:gap-10">
              <div className="lg:sticky lg:top-24 lg:self-start">
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <Icon name={group.icon} className="text-2xl" />
                </span>
                <h3 className="mt-4 text-2xl font-semibold">{group.name}</h3>
                <p className="mt-2 text-muted">{group.summary}</p>
              </div>
              <CardLinks paths={cards} headingLevel={4} columns="lg:grid-cols-3" scrollLabel={group.name} />
            </div>
          );
        })}
      </div>
    </SectionShell>
  );
}
