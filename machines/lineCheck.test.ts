import { describe, expect, it } from 'vitest';
import { HYBRID_POSTPAID_CHECK, NOT_BROADBAND_CODE } from './lineCheck.ts';

describe('number validation wire values', () => {
  // REC-5
  it('are the literals the portal, the line machine and the sandbox all use', () => {
    expect(HYBRID_POSTPAID_CHECK).toBe('HYBRID_POSTPAID_CHECK');
    expect(NOT_BROADBAND_CODE).toBe('NOT_BROADBAND');
  });
});
