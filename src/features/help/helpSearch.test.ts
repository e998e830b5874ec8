import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlightParts, matchQuestions } from './helpSearch.ts';

const entries = [
  { question: 'How do I recharge my prepaid line?' },
  { question: 'How do I pay my postpaid bill?' },
  { question: 'I forgot my Twiga Money PIN' },
];

describe('matchQuestions', () => {
  // HELP-8
  it('matches the question text case-insensitively', () => {
    expect(matchQuestions(entries, 'PREPAID')).toEqual([entries[0]]);
    expect(matchQuestions(entries, 'how do i')).toEqual([entries[0], entries[1]]);
    expect(matchQuestions(entries, 'twiga money pin')).toEqual([entries[2]]);
  });

  it('finds nothing for a blank query or a text no question holds', () => {
    expect(matchQuestions(entries, '   ')).toEqual([]);
    expect(matchQuestions(entries, 'roaming')).toEqual([]);
  });

  it('treats regular-expression characters as text', () => {
    expect(matchQuestions(entries, 'line?')).toEqual([entries[0]]);
    expect(matchQuestions(entries, '.*')).toEqual([]);
  });

  it('finds any piece of a question, whatever its case', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.nat(), fc.nat(), (question, a, b) => {
        const start = a % question.length;
        const piece = question.slice(start, start + 1 + (b % (question.length - start)));
        fc.pre(piece.trim() !== '');
        expect(matchQuestions([{ question }], piece.toUpperCase())).toHaveLength(1);
        expect(matchQuestions([{ question }], piece)).toHaveLength(1);
      }),
    );
  });
});

describe('highlightParts', () => {
  // HELP-8
  it('marks every occurrence, keeping the original case', () => {
    expect(highlightParts('Pay my Postpaid bill', 'p')).toEqual([
      { text: 'P', match: true },
      { text: 'ay my ', match: false },
      { text: 'P', match: true },
      { text: 'ost', match: false },
      { text: 'p', match: true },
      { text: 'aid bill', match: false },
    ]);
  });

  it('gives the text back when joined, and marks only text equal to the query ignoring case', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, query) => {
        const parts = highlightParts(text, query);
        expect(parts.map((p) => p.text).join('')).toBe(text);
        for (const part of parts.filter((p) => p.match))
          expect(part.text.toLowerCase()).toBe(query.trim().toLowerCase());
        expect(parts.some((p) => p.match)).toBe(
          matchQuestions([{ question: text }], query).length === 1,
        );
      }),
    );
  });
});
