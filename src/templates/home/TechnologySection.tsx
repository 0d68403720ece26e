import type { HomeSections, TechnologyPanel } from '../../content/types';
import { words } from '../../i18n/words';
import { DiagramFigure } from './DiagramFigure';
import { deploymentDrawing, ledgerDrawing } from './diagram-drawings';
import { FeatureList } from './FeatureList';
import { SectionShell } from './SectionShell';
import { StatsRow } from './StatsRow';

function PanelDiagram({ panel }: { panel: TechnologyPanel }) {
  return panel.id === 'ledger' ? (
    <DiagramFigure id="ledger-diagram" diagram={panel} drawing={ledgerDrawing} />
  ) : (
    <DiagramFigure id="deployment-diagram" diagram={panel} drawing={deploymentDrawing} />
  );
}

/** The architecture: each diagram beside the features it pictures (after them on a phone), sides alternating; then the figures. */
export function TechnologySection({ technology }: { technology: HomeSections['technology'] }) {
  return (
    <SectionShell section={technology} tone="muted">
      <div className="flex flex-col gap-16 lg:gap-24">
        {technology.panels.map((panel, index) => (
          <div key={panel.id} className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
            <div>
              <h3 className="mb-8 text-2xl font-bold">{panel.title}</h3>
              <FeatureList items={panel.items} headingLevel={4} />
            </div>
            <div className={index % 2 === 0 ? 'rise-on-view lg:order-first' : 'rise-on-view'}>
              <PanelDiagram panel={panel} />
            </div>
          </div>
        ))}
      </div>
      <StatsRow stats={technology.stats} label={words.figureRows.technology} band />
      <p className="mt-10 text-center text-muted">{words.supportIn(technology.languages)}</p>
    </SectionShell>
  );
}
