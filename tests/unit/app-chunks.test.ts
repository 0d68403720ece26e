import { describe, expect, it } from 'vitest';
import { sharedModules, shellModules, startModules, staticClosure } from '../../scripts/vite/app-chunks';

// main → registry → locales, react; react-dom → react; BrowserApp → App → registry, router → react-dom; outbox → idb
const graph: Record<string, string[]> = {
  main: ['registry', 'react'],
  registry: ['locales'],
  'react-dom': ['react'],
  BrowserApp: ['App'],
  App: ['registry', 'router', 'header'],
  router: ['react-dom', 'react'],
  header: ['App'],
  outbox: ['idb'],
};
const importsOf = (id: string) => graph[id] ?? [];

describe('the chunks of the app', () => {
  it('follows static imports from every root, through cycles', () => {
    expect([...staticClosure(['BrowserApp'], importsOf)].sort()).toEqual(['App', 'BrowserApp', 'header', 'locales', 'react', 'react-dom', 'registry', 'router']);
  });

  it('puts what the entry imports in the start chunk, and leaves the entry in its own', () => {
    expect([...startModules('main', importsOf)].sort()).toEqual(['locales', 'react', 'registry']);
  });

  it('holds in the shell what it needs and the earlier stages of the start do not carry', () => {
    expect([...shellModules(['main', 'react-dom'], ['BrowserApp', 'outbox'], importsOf)].sort()).toEqual([
      'App',
      'BrowserApp',
      'header',
      'idb',
      'outbox',
      'router',
    ]);
  });

  it('puts in a family chunk what two or more of its templates import, less what an earlier chunk carries', () => {
    const templates: Record<string, string[]> = {
      ServiceTemplate: ['PageHeader', 'FeatureGrid', 'Icon'],
      SolutionTemplate: ['PageHeader', 'FeatureGrid', 'PhoneMockup'],
      DocumentTemplate: ['BackToHome', 'Prose', 'Icon'],
      PageHeader: ['Breadcrumbs'],
    };
    const imports = (id: string) => templates[id] ?? [];
    expect([...sharedModules(['ServiceTemplate', 'SolutionTemplate', 'DocumentTemplate'], imports, new Set(['Icon']))].sort()).toEqual([
      'Breadcrumbs',
      'FeatureGrid',
      'PageHeader',
    ]);
  });
});
