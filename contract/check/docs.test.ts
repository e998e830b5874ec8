/** docs/contract.md keeps up with the run: every key of the environment file and every rule. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../validator.ts';
import { CONFIG_FIELDS } from './configFields.ts';
import { listRules } from './document.ts';

const docs = readFileSync('docs/contract.md', 'utf8');
/** The first cells of the doc's table rows: `| \`numbers.prepaid\` | ...` -> numbers.prepaid. */
const rowKeys = new Set([...docs.matchAll(/^\| `([^`]+)` +\|/gm)].map((m) => m[1]));

describe('docs/contract.md', () => {
  it('has a row for every key of the environment file', () => {
    expect(CONFIG_FIELDS.map((f) => f.key).filter((key) => !rowKeys.has(key))).toEqual([]);
  });

  it('says what the run checks of every rule of the document', () => {
    const ids = listRules(loadContract()).map((rule) => rule.id);
    expect(ids.filter((id) => !rowKeys.has(id))).toEqual([]);
  });
});
