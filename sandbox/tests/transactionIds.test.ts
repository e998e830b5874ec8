/**
 * Transaction ids cannot be guessed from one another (issue 13): TWG and 16 random characters of
 * Crockford's base32 (80 bits), not a clock and a counter, so holding one payment's id reveals no
 * other payment's.
 */
import { describe, expect, it } from 'vitest';
import { initiateCard, sandboxForFile } from './harness.ts';

const h = sandboxForFile();

const ID = /^TWG[0-9A-HJKMNP-TV-Z]{16}$/;

describe('transaction ids', () => {
  it('are TWG and 16 random characters: distinct, in no order, varying from the first character', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 40; i += 1) ids.push(await initiateCard(h));
    for (const id of ids) expect(id).toMatch(ID);
    expect(new Set(ids).size).toBe(ids.length);
    // A clock-and-counter id grows with every payment and keeps its leading characters.
    expect([...ids].sort()).not.toEqual(ids);
    expect(new Set(ids.map((id) => id[3])).size).toBeGreaterThan(8);
  });
});
