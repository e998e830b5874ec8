/**
 * writeSection, then Prettier over RESULTS.md: `npm run lint` checks the file's formatting, and
 * the generated tables are easier to write unaligned than to align by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { resultsPath, writeSection } from '../results.ts';

export async function writeFormattedSection(name: string, markdown: string): Promise<void> {
  writeSection(name, markdown);
  const options = (await resolveConfig(resultsPath)) ?? {};
  const text = readFileSync(resultsPath, 'utf8');
  writeFileSync(resultsPath, await format(text, { ...options, filepath: resultsPath }));
}
