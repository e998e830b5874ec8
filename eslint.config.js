import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The layers and their fences (in the style of bulletproof-react's `import/no-restricted-paths`).
 * App layer: src/app, src/prerender and src/main.tsx put the portal together. Features:
 * src/features/<name>, one folder per screen family. Shared layers: every other folder of src/
 * (ui, forms, content, data, api, line, dataSaver, offline, ...). Machines: machines/, pure
 * statecharts. Sandbox: sandbox/, the stand-in operator services. Test kits: folders named
 * `testing/`; with tests (`*.test.ts[x]`, tests/, stories/, sandbox/tests/) they are not product.
 */
const features = readdirSync(path.join(import.meta.dirname, 'src/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Not product code: tests, test kits, stories and tooling. */
const notProduct = [
  '**/*.test.{ts,tsx}',
  '**/testing/**',
  'tests/**',
  'stories/**',
  '.storybook/**',
  'sandbox/tests/**',
];

/** Globs of the app layer: what puts the portal together. */
const appLayer = ['src/app/**', 'src/prerender/**', 'src/main.{ts,tsx}'];

/** Shared layers: every folder of src/ but the app layer and the features. */
const sharedLayers = readdirSync(path.join(import.meta.dirname, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['app', 'prerender', 'features'].includes(entry.name))
  .map((entry) => `src/${entry.name}/**`);

/** Fences for every file of a layer, its tests and test kits too. */
const layerZones = [
  ...features.map((name) => ({
    target: `src/features/${name}/**`,
    from: 'src/features/**',
    // The rule matches `except` globs as given, against absolute paths.
    except: [`${import.meta.dirname}/src/features/${name}/**`],
    message: `Feature '${name}' imports another feature; share through src/ui or another shared layer.`,
  })),
  {
    target: 'machines/**',
    from: ['src/**', 'sandbox/**'],
    message: 'Machines are pure: they import neither the portal nor the sandbox.',
  },
  {
    target: 'src/api/**',
    from: [...appLayer, 'src/features/**', 'src/ui/**', 'src/forms/**'],
    message: 'src/api imports no UI.',
  },
];

/**
 * Fences for product code only. Tests may reach across to check that the layers fit together
 * (a session test starts from the payment kit's sessions, a sandbox test posts a feature's form),
 * but what ships imports down the layers, no test kit, test or story, and nothing from sandbox/.
 */
const productZones = [
  {
    target: sharedLayers,
    from: [...appLayer, 'src/features/**'],
    message: 'Shared code imports neither the app layer nor a feature; move what both need down.',
  },
  {
    target: ['src/**', 'machines/**'],
    from: ['**/testing/**', 'sandbox/**', 'tests/**', 'stories/**', 'contract/**'],
    message:
      'Product code imports no test kit, test or story, nothing from sandbox/, and none of the contract tools in contract/ (its types come through src/api/generated).',
  },
  {
    target: 'sandbox/**',
    from: [...appLayer, 'src/features/**'],
    message:
      'The sandbox shares the wire contract (src/api, src/forms ...), not the app or features.',
  },
  {
    target: 'sandbox/**',
    from: ['**/testing/**', 'tests/**', 'stories/**'],
    message: 'The sandbox imports no test kit, test or story.',
  },
];

const ui = [
  'react',
  'react-dom',
  'react-dom/*',
  '@xstate/react',
  'react-i18next',
  'react-router-dom',
  'react-router',
];

/** House rules: imports flow one way (see docs/architecture.md). */
export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-editor',
      'storybook-static',
      'node_modules',
      'coverage',
      'sandbox/data',
      '.stryker-tmp',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...ui, 'ky', 'i18next'].map((name) => ({
            name,
            message: 'Machines are pure: no UI, HTTP or i18n.',
          })),
          patterns: [{ group: ['**/src/**'], message: 'Machines do not import the app.' }],
        },
      ],
      'no-restricted-globals': [
        'error',
        'fetch',
        'localStorage',
        'sessionStorage',
        'document',
        'window',
      ],
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ui.map((name) => ({ name, message: 'src/api imports no UI.' })),
          patterns: [
            {
              group: ['**/features/**', '**/ui/**', '**/app/**', '**/forms/**'],
              message: 'src/api imports no UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'sandbox/**/*.{ts,tsx}'],
    ignores: notProduct,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...productZones] }],
      // No import cycles in what ships: layers stay a one-way graph, modules load in one order.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
