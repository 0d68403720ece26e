/**
 * The content model as one zod schema: the TypeScript types (`src/content/types.ts`), the build's
 * check of every content file (`validateEntry`) and the editor's fields (`scripts/cms/`) come from it.
 * Build-time only: code that the browser loads imports its types, never its values.
 */
export { action, feature, listBlock, menuEntry, stat } from './blocks';
export { iconClass, rules } from './fields';
export {
  deploymentDiagramPlaces,
  heroIllustrationPlaces,
  homePage,
  homeSections,
  homeSectionSchema,
  ledgerDiagramPlaces,
  technologyPanel,
  timelineEntry,
  walletScreenPlaces,
} from './home';
export { figureId, serviceGroupId } from './ids';
export { flow, flowNode, flowStep, mockup, mockupBlock, mockupRow } from './mockup';
export {
  accountPage,
  authPage,
  caseStudiesPage,
  caseStudy,
  documentPage,
  documentSection,
  indexPage,
  legalPage,
  legalSection,
  pageCard,
  pageContent,
  passwordResetPage,
  searchPage,
  servicePage,
  solutionPage,
  storageArea,
  storageEntry,
} from './pages';
export { figure, figuresFile, navigationFile, serviceGroup, serviceGroupsFile, site } from './site-data';
export { validateEntry } from './validate';
