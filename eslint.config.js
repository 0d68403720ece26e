import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers of the site's code, lowest first. A module may import from its own layer and the ones
 * below, never from one above: data never knows its views, a view never knows who composes it.
 * The service worker (sw/) stands beside them and imports only src/shared.
 */
const layers = [
  // Pure rules shared with the service worker: paths, languages, the contact queue's protocol.
  ['src/shared'],
  // Foundations: the build's language and its words, the theme and the stylesheet, forms that work before the app.
  ['src/i18n', 'src/theme', 'src/styles', 'src/forms', 'src/splash', 'src/before-hydration'],
  // The content: every page as data, and what is derived from it.
  ['src/content'],
  // Browser infrastructure: the service worker's bridge, installation, the connection.
  ['src/pwa'],
  // The design system: Ark UI wrappers, buttons, icons, toasts.
  ['src/components/ui'],
  // The site's chrome (header, menus, footer), the blocks pages are made of and their pictures.
  ['src/components/layout', 'src/components/page-blocks', 'src/components/visuals'],
  // Features with screens of their own: signing in, the account, contact, search.
  ['src/auth', 'src/account', 'src/contact', 'src/search'],
  // Page templates, then the router that picks them, then the app that composes everything.
  ['src/templates'],
  ['src/router'],
  ['src/App.tsx', 'src/BrowserApp.tsx', 'src/main.tsx', 'src/entry-server.tsx'],
];

const upwardZones = layers.slice(0, -1).flatMap((lower, index) =>
  lower.map((target) => ({
    target: `./${target}`,
    from: layers.slice(index + 1).flat().map((path) => `./${path}`),
    message: 'imports from a higher layer (see the layers in eslint.config.js)',
  })),
);

export default tseslint.config(
  { ignores: ['dist', 'build', 'node_modules', '.lighthouseci', 'test-results', 'backend/.data', 'public', '**/*.tmp.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Every package the code imports is declared in package.json, so a fresh install has it.
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: true, optionalDependencies: false, peerDependencies: false }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...upwardZones,
            { target: './sw', from: './src', except: ['./shared'], message: 'the service worker shares only src/shared with the page' },
          ],
        },
      ],
    },
  },
);
