import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bundleIcon,
  DEFAULT_PERIOD,
  groupBundles,
  isUnlimited,
  sortByValidity,
} from './bundles.ts';

const b = (validity: number, periodType = 'Daily', id = String(validity)) => ({
  validity,
  periodType,
  id,
});

describe('sortByValidity', () => {
  // REC-12
  it('orders numerically, not as text (7 before 30), with Unlimited after every duration', () => {
    const sorted = sortByValidity([b(30), b(-1), b(7), b(1), b(90)]);
    expect(sorted.map((x) => x.validity)).toEqual([1, 7, 30, 90, -1]);
  });

  it('keeps the server order of bundles with the same validity', () => {
    const sorted = sortByValidity([b(7, 'W', 'first'), b(1, 'D', 'a'), b(7, 'W', 'second')]);
    expect(sorted.map((x) => x.id)).toEqual(['a', 'first', 'second']);
  });

  const validity = fc.oneof(fc.constant(-1), fc.integer({ min: 0, max: 400 }));
  const rank = (v: number) => (v === -1 ? Number.POSITIVE_INFINITY : v);

  it('property: the result is a permutation of the input', () => {
    fc.assert(
      fc.property(fc.array(validity), (values) => {
        const input = values.map((v, i) => ({ validity: v, id: i }));
        const sorted = sortByValidity(input);
        expect([...sorted].sort((x, y) => x.id - y.id)).toEqual(input);
      }),
    );
  });

  it('property: validities never decrease and equal ones keep their input order', () => {
    fc.assert(
      fc.property(fc.array(validity), (values) => {
        const sorted = sortByValidity(values.map((v, i) => ({ validity: v, id: i })));
        for (let i = 1; i < sorted.length; i += 1) {
          const [prev, next] = [sorted[i - 1]!, sorted[i]!];
          expect(rank(prev.validity)).toBeLessThanOrEqual(rank(next.validity));
          if (rank(prev.validity) === rank(next.validity)) expect(prev.id).toBeLessThan(next.id);
        }
      }),
    );
  });

  it('property: sorting twice changes nothing', () => {
    fc.assert(
      fc.property(fc.array(validity), (values) => {
        const once = sortByValidity(values.map((v) => ({ validity: v })));
        expect(sortByValidity(once)).toEqual(once);
      }),
    );
  });
});

describe('groupBundles', () => {
  // REC-12
  it('groups by period type in alphabetical order, missing period types in Others', () => {
    const groups = groupBundles([
      b(30, 'Monthly'),
      { validity: 3, periodType: '' },
      b(1, 'Daily'),
      { validity: -1 } as { validity: number; periodType?: string },
      b(7, 'Weekly'),
    ]);
    expect(groups.map((g) => g.periodType)).toEqual(['Daily', 'Monthly', DEFAULT_PERIOD, 'Weekly']);
    expect(groups[2]!.bundles.map((x) => x.validity)).toEqual([3, -1]);
  });

  it('gives no group for an empty list', () => {
    expect(groupBundles([])).toEqual([]);
  });
});

describe('bundleIcon', () => {
  // REC-13
  it.each([
    [{ category: 'Data', description: 'Siku Data 1GB' }, 'data'],
    [{ category: 'Internet', description: 'Social Unlimited' }, 'data'],
    [{ category: 'SMS', description: 'SMS 100 Siku' }, 'sms'],
    [{ category: 'International', description: 'International Calls 30 Min' }, 'international'],
    [{ category: 'Roaming', description: 'Roaming Data 500MB' }, 'roaming'],
    [{ category: 'Combo', description: 'Combo Siku: 500MB + 20 Min + 50 SMS' }, 'combo'],
    [{ category: 'Pack', description: 'Appel 100' }, 'combo'],
    [{ category: 'Voice', description: 'Dakika 30 Siku' }, 'voice'],
    [{}, 'voice'],
  ] as const)('%o -> %s', (bundle, icon) => {
    expect(bundleIcon(bundle)).toBe(icon);
  });
});

describe('isUnlimited', () => {
  it('is true only for validity -1', () => {
    expect(isUnlimited({ validity: -1 })).toBe(true);
    expect(isUnlimited({ validity: 30 })).toBe(false);
  });
});
