import type { DeploymentDiagramPlace, LedgerDiagramPlace } from '../../content/types';
import type { DrawingPlaces } from './drawing';

/** A diagram's shapes (a symbol of src/templates/home/drawings.svg, with its size) and where its words go. */
export interface DiagramDrawing<Place extends string> {
  symbol: string;
  width: number;
  height: number;
  places: DrawingPlaces<Place>;
}

/** Four channels over one ledger (one double entry shown), over what reads from it. Drawn for a 360 px wide phone: no word under 12.5 units. */
export const ledgerDrawing: DiagramDrawing<LedgerDiagramPlace> = {
  symbol: 'ledger-diagram',
  width: 360,
  height: 410,
  places: {
    apps: { x: 48, y: 33, size: 13, weight: 600, width: 122, tone: 'fg' },
    terminals: { x: 226, y: 33, size: 13, weight: 600, width: 122, tone: 'fg' },
    agents: { x: 48, y: 85, size: 13, weight: 600, width: 122, tone: 'fg' },
    partners: { x: 226, y: 85, size: 13, weight: 600, width: 122, tone: 'fg' },
    ledger: { x: 48, y: 170, size: 14, weight: 700, width: 296, tone: 'fg' },
    debit: { x: 93, y: 200, size: 12.5, weight: 700, width: 150, tone: 'muted', anchor: 'middle' },
    credit: { x: 267, y: 200, size: 12.5, weight: 700, width: 150, tone: 'muted', anchor: 'middle' },
    debitAccount: { x: 93, y: 230, size: 12.5, width: 150, tone: 'fg', anchor: 'middle' },
    creditAccount: { x: 267, y: 230, size: 12.5, width: 150, tone: 'fg', anchor: 'middle' },
    amount: [
      { x: 93, y: 250, size: 13, weight: 700, width: 150, tone: 'primary', anchor: 'middle' },
      { x: 267, y: 250, size: 13, weight: 700, width: 150, tone: 'primary', anchor: 'middle' },
    ],
    balanced: { x: 42, y: 279, size: 12.5, weight: 600, width: 300, tone: 'primary' },
    balances: { x: 62, y: 376, size: 12.5, weight: 600, width: 100, tone: 'fg', anchor: 'middle' },
    settlement: { x: 180, y: 376, size: 12.5, weight: 600, width: 100, tone: 'fg', anchor: 'middle' },
    reports: { x: 298, y: 376, size: 12.5, weight: 600, width: 100, tone: 'fg', anchor: 'middle' },
  },
};

/** Two sites, each a dashed frame; three data centres; how they replicate. Drawn for a 360 px wide phone: no word under 12.5 units. */
export const deploymentDrawing: DiagramDrawing<DeploymentDiagramPlace> = {
  symbol: 'deployment-diagram',
  width: 360,
  height: 420,
  places: {
    primarySite: { x: 22, y: 31, size: 12.5, weight: 700, width: 320, tone: 'primary' },
    remoteSite: { x: 22, y: 283, size: 12.5, weight: 700, width: 320, tone: 'primary' },
    production: { x: 97, y: 102, size: 13, weight: 700, width: 134, tone: 'fg', anchor: 'middle' },
    sameCityRecovery: { x: 263, y: 102, size: 13, weight: 700, width: 134, tone: 'fg', anchor: 'middle' },
    remoteRecovery: { x: 180, y: 352, size: 13, weight: 700, width: 134, tone: 'fg', anchor: 'middle' },
    syncReplication: { x: 180, y: 196, size: 12.5, weight: 600, width: 320, tone: 'muted', anchor: 'middle' },
    asyncReplication: { x: 192, y: 232, size: 12.5, weight: 600, width: 150, tone: 'muted' },
  },
};
