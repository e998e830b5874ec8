import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** A feature folder must not reach into another feature: shared code lives in src/ui, src/app ... */
const noCrossFeatureImport = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const featureOf = (file) => /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1];
    const own = featureOf(context.filename);
    return {
      ImportDeclaration(node) {
        const spec = node.source.value;
        if (!own || typeof spec !== 'string' || !spec.startsWith('.')) return;
        const target = featureOf(path.resolve(path.dirname(context.filename), spec) + '/');
        if (target && target !== own) {
          context.report({
            node,
            message: `Feature '${own}' imports feature '${target}'; share through src/ui or src/app.`,
          });
        }
      },
    };
  },
};

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
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'no-cross-feature-import': noCrossFeatureImport } } },
    rules: { 'local/no-cross-feature-import': 'error' },
  },
);
