/**
 * The types of src/api come from the contract (CONTRACT-2): the committed
 * src/api/generated/openapi.ts is exactly what the document generates, and a change of the
 * document shows in the generated types.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { CONTRACT_FILE, generatedTypes, TYPES_FILE } from '../scripts/contractTypes.ts';

describe('src/api/generated/openapi.ts', () => {
  it('is what contract/openapi.yaml generates (npm run contract:types)', async () => {
    expect(await generatedTypes()).toBe(readFileSync(TYPES_FILE, 'utf8'));
  });

  it('follows the document: a field added to Bundle appears in the Bundle type', async () => {
    const doc = parse(readFileSync(CONTRACT_FILE, 'utf8')) as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const bundle = doc.components.schemas.Bundle;
    if (!bundle) throw new Error('contract/openapi.yaml has no Bundle schema');
    bundle.properties.loyaltyPoints = { type: 'integer' };
    const file = join(mkdtempSync(join(tmpdir(), 'contract-')), 'openapi.yaml');
    writeFileSync(file, stringify(doc));
    const types = await generatedTypes(file);
    expect(types).toContain('loyaltyPoints?: number;');
    expect(readFileSync(TYPES_FILE, 'utf8')).not.toContain('loyaltyPoints');
  }, 30_000);
});
