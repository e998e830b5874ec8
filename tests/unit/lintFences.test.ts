/**
 * The layer fences of eslint.config.js hold: each case lints a few lines of code as if they sat at
 * a given path (the file need not exist; what it imports does), through ESLint's Node API and the
 * project's own config. A deliberate import across a fence must fail lint, and the imports the
 * layers are meant to use must pass, so a fence that silently stops matching (a glob gone wrong,
 * an import the resolver cannot follow) fails here rather than letting breaches in.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The messages of the fence rules for `code` linted as the file at `file` (from the root). */
async function fenceMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'import-x/no-cycle')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint fences (issue 33)', () => {
  describe('a deliberate import across a fence fails lint', () => {
    it('shared code importing the app layer', async () => {
      // src/forms is shared: the app puts it together, so forms may not reach back up into src/app.
      const messages = await fenceMessages(
        'src/forms/fenceProbe.ts',
        "import { App } from '../app/App.tsx';\nexport { App };\n",
      );
      expect(messages).toEqual([expect.stringContaining('Shared code imports neither the app')]);
    });

    it('shared code importing a feature', async () => {
      const messages = await fenceMessages(
        'src/ui/fenceProbe.ts',
        "import { METHOD_TYPES } from '../features/payment/methods/types.ts';\nexport { METHOD_TYPES };\n",
      );
      expect(messages).toEqual([expect.stringContaining('Shared code imports neither the app')]);
    });

    it('a feature importing another feature', async () => {
      // Features share through the shared layers, never with each other (tests included).
      const messages = await fenceMessages(
        'src/features/recharge/fenceProbe.test.ts',
        "import { METHOD_TYPES } from '../payment/methods/types.ts';\nexport { METHOD_TYPES };\n",
      );
      expect(messages).toEqual([
        expect.stringContaining("Feature 'recharge' imports another feature"),
      ]);
    });

    it('product code importing a test kit', async () => {
      // Test kits (testing/ folders) may import sandbox/seed and vitest: nothing that ships may.
      const messages = await fenceMessages(
        'src/ui/fenceProbe.ts',
        "import { PORTAL } from '../testing/envelope.ts';\nexport { PORTAL };\n",
      );
      expect(messages).toEqual([expect.stringContaining('Product code imports no test kit')]);
    });

    it('product code importing the sandbox', async () => {
      const messages = await fenceMessages(
        'src/api/fenceProbe.ts',
        "import { seedConfig } from '../../sandbox/seed/config.ts';\nexport { seedConfig };\n",
      );
      expect(messages).toEqual([expect.stringContaining('Product code imports no test kit')]);
    });

    it('a machine importing the sandbox', async () => {
      const messages = await fenceMessages(
        'machines/fenceProbe.ts',
        "import { seedConfig } from '../sandbox/seed/config.ts';\nexport { seedConfig };\n",
      );
      expect(messages).toContainEqual(expect.stringContaining('Machines are pure'));
    });

    it('the sandbox importing a feature', async () => {
      // The sandbox shares the wire contract with the portal, not its screens.
      const messages = await fenceMessages(
        'sandbox/core/fenceProbe.ts',
        "import { METHOD_TYPES } from '../../src/features/payment/methods/types.ts';\nexport { METHOD_TYPES };\n",
      );
      expect(messages).toEqual([expect.stringContaining('The sandbox shares the wire contract')]);
    });

    it('an import cycle in product code', async () => {
      // SchemaForm.tsx imports src/ui/staticShell.ts; staticShell importing SchemaForm closes a loop.
      const messages = await fenceMessages(
        'src/ui/staticShell.ts',
        "import { SchemaForm } from '../forms/SchemaForm.tsx';\nexport { SchemaForm };\n",
      );
      expect(messages).toContainEqual(expect.stringContaining('import-x/no-cycle'));
    });
  });

  describe('the imports the layers are meant to use pass', () => {
    it.each([
      [
        'a feature importing a shared layer',
        'src/features/recharge/fenceProbe.ts',
        '../../ui/Button.tsx',
        'Button',
      ],
      [
        'the app importing a feature',
        'src/app/fenceProbe.ts',
        '../features/payment/methods/types.ts',
        'METHOD_TYPES',
      ],
      [
        'a test importing its layer’s test kit',
        'src/forms/fenceProbe.test.ts',
        './testing/i18nForTests.ts',
        'createTestI18n',
      ],
      [
        'a test kit importing the sandbox’s seed',
        'src/testing/fenceProbe.ts',
        '../../sandbox/seed/config.ts',
        'seedConfig',
      ],
      [
        'the sandbox importing the wire contract',
        'sandbox/core/fenceProbe.ts',
        '../../src/api/endpoints.ts',
        'PATHS',
      ],
    ])('%s', async (_name, file, from, name) => {
      expect(
        await fenceMessages(file, `import { ${name} } from '${from}';\nexport { ${name} };\n`),
      ).toEqual([]);
    });
  });
});
