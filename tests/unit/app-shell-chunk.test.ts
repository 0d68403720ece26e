import { describe, expect, it } from 'vitest';
import { shellModules, staticClosure } from '../../scripts/vite/app-shell-chunk';

// main → registry, react; react-dom → react; BrowserApp → App → registry, router → react-dom; outbox → idb
const graph: Record<string, string[]> = {
  main: ['registry', 'react'],
  'react-dom': ['react'],
  BrowserApp: ['App'],
  App: ['registry', 'router', 'header'],
  router: ['react-dom', 'react'],
  header: ['App'],
  outbox: ['idb'],
};
const importsOf = (id: string) => graph[id] ?? [];

describe('the app shell chunk', () => {
  it('follows static imports from every root, through cycles', () => {
    expect([...staticClosure(['BrowserApp'], importsOf)].sort()).toEqual(['App', 'BrowserApp', 'header', 'react', 'react-dom', 'registry', 'router']);
  });

  it('holds what the shell needs and the earlier stages of the start do not carry', () => {
    expect([...shellModules(['main', 'react-dom'], ['BrowserApp', 'outbox'], importsOf)].sort()).toEqual([
      'App',
      'BrowserApp',
      'header',
      'idb',
      'outbox',
      'router',
    ]);
  });
});
