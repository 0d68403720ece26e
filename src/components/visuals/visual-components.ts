/** What the visuals' chunk holds (see visuals.ts). */
export { FlowDiagram } from './FlowDiagram';
export { ProductMockup } from './ProductMockup';
