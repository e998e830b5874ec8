/**
 * FIRST-7: the build this e2e run serves holds every page's first-load JavaScript and CSS within
 * 1 % of its budget in bench/budgets.json (bytes, gzip level 9: the same build gives the same
 * figures, so this is a check, not a timing).
 */
import { inject } from 'vitest';
import { measurePages, overBudget, readBudgets } from '../../scripts/pageBudgets.ts';
import { expect, test } from './support/index.ts';

test('every page stays within its byte budget', () => {
  const measured = measurePages(inject('distDir'));
  expect(Object.keys(measured)).toContain('/prepaid-recharge');
  expect(overBudget(measured, readBudgets())).toEqual([]);
});
