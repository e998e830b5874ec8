/**
 * `npm run contract:types`: writes src/api/generated/openapi.ts, the TypeScript types of the
 * operator contract, from contract/openapi.yaml with openapi-typescript (a dev-only generator:
 * the file holds types only, so the portal ships no byte of it). `--check` writes nothing and
 * exits 1 when the committed file is not what the document generates, so the two cannot drift
 * (CONTRACT-2).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

const root = fileURLToPath(new URL('../', import.meta.url));
export const CONTRACT_FILE = `${root}contract/openapi.yaml`;
export const TYPES_FILE = `${root}src/api/generated/openapi.ts`;

const HEADER = `/**
 * GENERATED from contract/openapi.yaml by \`npm run contract:types\` (openapi-typescript): do not
 * edit. Change the document and regenerate; \`npm test\` fails while this file and the document
 * differ (CONTRACT-2).
 */
`;

/** The types file the document generates, formatted as the repository formats TypeScript. */
export async function generatedTypes(contractFile = CONTRACT_FILE): Promise<string> {
  const ast = await openapiTS(new URL(`file://${contractFile}`), {
    // Unknown fields are refused by the document itself; the types stay exact.
    additionalProperties: false,
    alphabetize: false,
    exportType: false,
  });
  const body = astToString(ast);
  const options = (await resolveConfig(TYPES_FILE)) ?? {};
  return format(HEADER + body, { ...options, filepath: TYPES_FILE });
}

async function main(): Promise<void> {
  const next = await generatedTypes();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(TYPES_FILE, 'utf8');
    } catch {
      // A missing file differs like any other.
    }
    if (current !== next) {
      console.error(
        'src/api/generated/openapi.ts is not what contract/openapi.yaml generates: run npm run contract:types',
      );
      process.exit(1);
    }
    console.info('contract types: up to date');
    return;
  }
  writeFileSync(TYPES_FILE, next);
  console.info('contract types: wrote src/api/generated/openapi.ts');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
