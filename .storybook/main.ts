import type { StorybookConfig } from '@storybook/react-vite';
import { machineStatesIndexer, machineStatesPlugin } from './machineStates.ts';

/**
 * Storybook reads the project's vite.config.ts (react-vite builder default), so the
 * markdown-to-jsx alias that keeps RJSF's markdown renderer out applies here too; `viteFinal`
 * refuses to build if that ever stops being true.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // stories/machines/<machine>.states.tsx: one generated story per leaf state of the machine.
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../stories/machines/*.states.tsx'],
  experimental_indexers: (existing) => [machineStatesIndexer, ...(existing ?? [])],
  addons: ['@storybook/addon-a11y'],
  // mockServiceWorker.js for msw-storybook-addon (copied from msw/lib by `npx msw init`).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    const alias = viteConfig.resolve?.alias;
    const entries = Array.isArray(alias)
      ? alias
      : Object.entries(alias ?? {}).map(([find]) => ({ find }));
    const stubbed = entries.some((entry) => String(entry.find).includes('markdown-to-jsx'));
    if (!stubbed)
      throw new Error(
        'Storybook lost the markdown-to-jsx alias of vite.config.ts: it must build with the project config.',
      );
    // No service worker or manifest in Storybook (OFF-2): MSW's worker serves its stories.
    const plugins = (viteConfig.plugins ?? [])
      .flat()
      .filter(
        (plugin) =>
          !(plugin && 'name' in plugin && String(plugin.name).startsWith('vite-plugin-pwa')),
      );
    return { ...viteConfig, plugins: [...plugins, machineStatesPlugin()] };
  },
};

export default config;
