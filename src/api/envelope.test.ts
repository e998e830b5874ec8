import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  extractErrorMessage,
  GENERIC_ERROR,
  isEnvelope,
  isSuccess,
  requireResult,
  toOutcome,
} from './envelope.ts';

/** Random upper/lower casing of a word, to show the rule ignores case. */
const anyCase = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((flags) =>
      [...word].map((c, i) => (flags[i] ? c.toUpperCase() : c.toLowerCase())).join(''),
    );

describe('success rule (statusCode 200 or status success)', () => {
  it.each([
    [{ statusCode: 200, status: 'success' }, true],
    [{ statusCode: '200', status: 'failure' }, true],
    [{ statusCode: 200 }, true],
    [{ status: 'success' }, true],
    [{ statusCode: 2003, status: 'SUCCESS' }, true],
    [{ statusCode: 2003, status: 'failure' }, false],
    [{ statusCode: '56D005', status: 'failure' }, false],
    [{ statusCode: 201 }, false],
    [{ status: 'successful' }, false],
    [{}, false],
  ])('%j -> %s', (body, expected) => {
    expect(isSuccess(body)).toBe(expected);
  });

  // API-1
  it('accepts "success" in any letter case', () => {
    fc.assert(fc.property(anyCase('success'), (status) => isSuccess({ statusCode: 500, status })));
  });

  // API-1
  it('rejects every other status word without statusCode 200', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim().toLowerCase() !== 'success'),
        fc.integer().filter((n) => n !== 200),
        (status, statusCode) => !isSuccess({ statusCode, status }),
      ),
    );
  });
});

// API-1: only an object is a response envelope (it is read for statusCode and status); an
// array, a text or nothing is not.
describe('what counts as an envelope', () => {
  it('takes an object, also an empty one', () => {
    expect(isEnvelope({ statusCode: 200, result: {} })).toBe(true);
    expect(isEnvelope({})).toBe(true);
  });

  it('refuses null, arrays, text and numbers', () => {
    for (const value of [null, undefined, [], [{ statusCode: 200 }], 'success', 200, true])
      expect(isEnvelope(value)).toBe(false);
  });
});

describe('error message extraction', () => {
  // API-2, API-4
  it('prefers error.message, then message, then the generic text', () => {
    expect(extractErrorMessage({ error: { message: 'nested' }, message: 'top' })).toBe('nested');
    expect(extractErrorMessage({ error: {}, message: 'top' })).toBe('top');
    expect(extractErrorMessage({ error: { message: '' }, message: 'top' })).toBe('top');
    expect(extractErrorMessage({ message: '  ' })).toBe(GENERIC_ERROR);
    expect(extractErrorMessage({})).toBe('Something Went Wrong!');
    expect(extractErrorMessage('not an object')).toBe('Something Went Wrong!');
  });
});

describe('toOutcome', () => {
  it('returns the result of a success', () => {
    expect(toOutcome({ statusCode: 200, status: 'success', result: 'PREPAID' }, 200)).toEqual({
      ok: true,
      result: 'PREPAID',
    });
  });

  it('carries a business code as a string with its result', () => {
    const outcome = toOutcome(
      {
        statusCode: 2003,
        status: 'failure',
        message: 'Please enter correct OTP',
        result: { attemptsLeft: 4 },
      },
      200,
    );
    expect(outcome).toEqual({
      ok: false,
      code: '2003',
      message: 'Please enter correct OTP',
      result: { attemptsLeft: 4 },
      httpStatus: 200,
    });
  });

  it('uses the HTTP status when the body has no statusCode', () => {
    expect(toOutcome({ message: 'down' }, 503)).toMatchObject({
      ok: false,
      code: '503',
      message: 'down',
      httpStatus: 503,
    });
  });

  it('never treats an HTTP error as success even with a success-looking body', () => {
    expect(toOutcome({ statusCode: 200, status: 'success' }, 500).ok).toBe(false);
  });
});

describe('requireResult', () => {
  it.each([[undefined], [null], [''], [[]]])(
    'turns an empty result (%j) into a failure',
    (result) => {
      expect(requireResult({ ok: true, result })).toEqual({
        ok: false,
        code: 'empty',
        message: GENERIC_ERROR,
      });
    },
  );

  // API-3
  it('keeps a real result and passes failures through', () => {
    expect(requireResult({ ok: true, result: [1] })).toEqual({ ok: true, result: [1] });
    const failure = { ok: false as const, code: '2002', message: 'Maximum attempts exhausted.' };
    expect(requireResult(failure)).toBe(failure);
  });
});

describe('envelope rules at their edges', () => {
  it('counts any 2xx HTTP status as a carrier of success, and nothing outside 200-299', () => {
    const body = { statusCode: 200, status: 'success', result: 'PREPAID' };
    expect(toOutcome(body, 200).ok).toBe(true);
    expect(toOutcome(body, 299).ok).toBe(true);
    expect(toOutcome(body, 300).ok).toBe(false);
    expect(toOutcome(body, 199).ok).toBe(false);
  });

  it("keeps a success's message when there is one, and none when it is blank", () => {
    expect(toOutcome({ statusCode: 200, message: 'OTP sent', result: 1 }, 200)).toEqual({
      ok: true,
      result: 1,
      message: 'OTP sent',
    });
    // toStrictEqual: a blank message is no message key at all, not one holding undefined.
    expect(toOutcome({ statusCode: 200, message: ' ', result: 1 }, 200)).toStrictEqual({
      ok: true,
      result: 1,
    });
  });

  it('reads statusCode " 200 " and status " Success " with spaces around as success', () => {
    expect(isSuccess({ statusCode: ' 200 ' })).toBe(true);
    expect(isSuccess({ status: ' Success ' })).toBe(true);
  });

  it('explains a null body, a null error or a list with the generic text', () => {
    expect(extractErrorMessage(null)).toBe('Something Went Wrong!');
    expect(extractErrorMessage({ error: null, message: 'top' })).toBe('top');
    expect(extractErrorMessage([{ message: 'in a list' }])).toBe('Something Went Wrong!');
  });
});
