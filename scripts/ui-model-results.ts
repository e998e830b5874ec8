/**
 * `npm run ui-model:results`: writes the section "Model paths through the UI" of
 * bench/RESULTS.md from what the last run of tests/e2e/model-paths.e2e.ts left in
 * reports/ui-model/<machine>.json (one row per machine), so no figure there is typed by hand.
 * Like every benchmark it owns one marked section (bench/results.ts `writeSection`), replaced on
 * every run.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { isMain, resultsPath, stamp, writeSection } from '../bench/results.ts';
import { resultsSection, type UiModelRow } from './uiModelSection.ts';

async function main(): Promise<void> {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const dir = `${root}reports/ui-model/`;
  if (!existsSync(dir)) {
    console.error(
      `No ${dir}: run npx vitest run --project e2e tests/e2e/model-paths.e2e.ts first.`,
    );
    process.exit(1);
  }
  const rows = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as UiModelRow);
  const section = resultsSection(rows, stamp());
  writeSection('ui-model', section);
  // Formatted as `npm run lint` checks it (prettier pads the table's columns).
  const options = (await resolveConfig(resultsPath)) ?? {};
  const text = readFileSync(resultsPath, 'utf8');
  writeFileSync(resultsPath, await format(text, { ...options, filepath: resultsPath }));
  console.info(section);
}

if (isMain(import.meta.url)) await main();
