import { describe, expect, it } from 'vitest';
import * as machine from '../../machines/rechargeLine.machine.ts';
import { HYBRID_POSTPAID_CHECK, NOT_BROADBAND_CODE } from './lineCheck.ts';

describe('number validation wire values', () => {
  it('the machine sends and reads the same literals as the API layer and the sandbox', () => {
    expect(HYBRID_POSTPAID_CHECK).toBe('HYBRID_POSTPAID_CHECK');
    expect(machine.HYBRID_POSTPAID_CHECK).toBe(HYBRID_POSTPAID_CHECK);
    expect(machine.NOT_BROADBAND_CODE).toBe(NOT_BROADBAND_CODE);
  });
});
