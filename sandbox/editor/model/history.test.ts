/**
 * Pins undo and redo (history.ts): each change is one step, keys typed into the same box in a row
 * (one merge key) are one step, a new change after an undo drops the redo steps.
 * Requirement: EDIT-2 (undo/redo).
 */
import { describe, expect, it } from 'vitest';
import { record, redo, startHistory, undo } from './history.ts';

describe('history (EDIT-2)', () => {
  it('records, undoes and redoes one step at a time', () => {
    let h = startHistory('a');
    h = record(h, 'b');
    h = record(h, 'c');
    expect(h).toEqual({ past: ['a', 'b'], present: 'c', future: [] });
    h = undo(h);
    expect(h).toEqual({ past: ['a'], present: 'b', future: ['c'] });
    h = undo(h);
    expect(h).toEqual({ past: [], present: 'a', future: ['b', 'c'] });
    h = redo(h);
    expect(h).toEqual({ past: ['a'], present: 'b', future: ['c'] });
    h = redo(h);
    expect(h.present).toBe('c');
  });

  it('does nothing with nothing to undo or redo, or the same value', () => {
    const h = startHistory('a');
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
    expect(record(h, 'a')).toBe(h);
  });

  it('merges changes with the same key in a row into one step', () => {
    let h = startHistory('');
    h = record(h, 'K', 'sw:amount:label');
    h = record(h, 'Ki', 'sw:amount:label');
    h = record(h, 'Kia', 'sw:amount:label');
    expect(h).toEqual({ past: [''], present: 'Kia', future: [], mergeKey: 'sw:amount:label' });
    h = record(h, 'Kia!', 'en:amount:label');
    expect(h.past).toEqual(['', 'Kia']);
    h = record(h, 'Kia!?');
    expect(h.past).toEqual(['', 'Kia', 'Kia!']);
    expect(undo(undo(undo(h))).present).toBe('');
  });

  it('does not merge across an undo, and a new change drops the redo steps', () => {
    let h = startHistory('');
    h = record(h, 'a', 'box');
    h = undo(h);
    expect(h.mergeKey).toBeUndefined();
    h = record(h, 'b', 'box');
    expect(h).toEqual({ past: [''], present: 'b', future: [], mergeKey: 'box' });
    h = record(h, 'bc');
    h = undo(h);
    h = record(h, 'x');
    expect(h.future).toEqual([]);
    expect(h.past).toEqual(['', 'b']);
  });
});
