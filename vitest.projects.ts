import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** A project's own settings: its name, environment, files and time limits. */
export type ProjectTest = NonNullable<TestProjectInlineConfiguration['test']>;

/** The setup of a project whose tests render in jsdom (the browser's DOM and storage). */
export const JSDOM: ProjectTest = { environment: 'jsdom', setupFiles: ['tests/setup/jsdom.ts'] };

/**
 * A vitest config of test projects (vitest.config.ts, vitest.mutation.config.ts): each project
 * extends the portal's Vite config, so tests resolve and transform modules as the app does.
 */
export const withProjects = (projects: ProjectTest[]) =>
  mergeConfig(
    viteConfig,
    defineConfig({ test: { projects: projects.map((test) => ({ extends: true, test })) } }),
  );
