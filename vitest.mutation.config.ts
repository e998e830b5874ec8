import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The tests StrykerJS runs against each mutant (npm run test:mutation, docs/testing.md): only the
 * fast node-side tests (machines' actor-level pinning tests, the model replays, the pure rule
 * tests of src/forms, src/api and the sandbox's rules). The jsdom screens and the browser suites
 * stay out: with them, one machine's run took hours on 2 cores (issue 14).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'mutation',
      environment: 'node',
      include: ['machines/**/*.test.ts', 'tests/model/**/*.test.ts'],
      testTimeout: 60_000,
    },
  }),
);
