import { describe, expect, it } from 'vitest';
import { lineStatus, phoneError, type LineTexts } from './lineMessages.ts';

const texts: LineTexts = {
  invalidMobile: 'Invalid Mobile No',
  generic: 'Something Went Wrong!',
  wrongLineType: 'This number is not a prepaid line',
  checking: 'Checking number…',
  confirmed: 'Prepaid line confirmed',
};

describe('phoneError', () => {
  // REC-4
  it('says Invalid Mobile No for a failed validation, whatever the server wrote', () => {
    expect(
      phoneError('invalid', { code: 'invalidMobile', message: 'msisdn not found' }, texts),
    ).toBe('Invalid Mobile No');
  });
  it('says Something Went Wrong! when the check itself broke', () => {
    expect(phoneError('invalid', { code: 'generic' }, texts)).toBe('Something Went Wrong!');
  });
  it('names the wrong line type, and says nothing in the other states', () => {
    expect(phoneError('wrongLineType', null, texts)).toBe('This number is not a prepaid line');
    for (const view of ['editing', 'validating', 'ready', 'paying'] as const)
      expect(phoneError(view, null, texts)).toBeUndefined();
  });
});

describe('lineStatus', () => {
  it('announces the check and its success only', () => {
    expect(lineStatus('checking', texts)).toBe('Checking number…');
    expect(lineStatus('validating', texts)).toBe('Checking number…');
    expect(lineStatus('ready', texts)).toBe('Prepaid line confirmed');
    expect(lineStatus('invalid', texts)).toBe('');
  });
});
