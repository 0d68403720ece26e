import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    test: {
      // Vitest keeps a core free by default (one worker on two cores); `npm test` runs it alone.
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
        },
        {
          // Tests of the built site; one build for all of them (tests/build/global-setup.ts).
          test: {
            name: 'build',
            include: ['tests/build/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/build/global-setup.ts'],
            hookTimeout: 60_000,
          },
        },
        {
          // Each file starts a backend of its own (PGlite's start-up takes seconds on a busy machine).
          test: { name: 'backend', include: ['backend/tests/**/*.test.ts'], environment: 'node', testTimeout: 20_000, hookTimeout: 60_000 },
        },
      ],
    },
  }),
);
