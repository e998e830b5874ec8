import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { TransactionResult } from '../../../api/wire.ts';
import { ok, PORTAL } from '../../../testing/envelope.ts';
import { findPageHeading } from '../../../testing/pageHeading.ts';
import {
  REMEMBERED_KEY,
  readRemembered,
  rememberNumber,
} from '../../../session/rememberedNumbers.ts';
import { renderPayment, setUpPaymentServer } from '../testing/testKit.tsx';
import { sampleTransaction } from '../testing/sampleSessions.ts';

const server = setUpPaymentServer();
afterEach(() => localStorage.clear());

const OPT_IN = 'Remember this number on this phone';
const WHY =
  'Only the number and a label you choose are kept, on this phone only; never a PIN, an OTP or an amount.';

/** The status page of a transaction that reads `result`, once its heading `heading` shows. */
async function statusPage(
  heading: string,
  result: Partial<TransactionResult> = {},
  language: 'en' | 'sw' = 'en',
) {
  server.use(http.get(`${PORTAL}/transaction/fetch`, () => ok(sampleTransaction(result))));
  renderPayment('/payment/status?id=TXN1001', language);
  await findPageHeading(heading);
}

describe('remember this number, after a successful payment (REM-1)', () => {
  it('offers the opt-in OFF, with its one explaining sentence, on SUCCESS', async () => {
    await statusPage('Thank you');
    const box = screen.getByRole('checkbox', { name: OPT_IN });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(WHY);
    expect(localStorage.getItem(REMEMBERED_KEY)).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Label (optional)' })).not.toBeInTheDocument();
  });

  it('ticking remembers the number shown (and a label); unticking forgets it', async () => {
    const user = userEvent.setup();
    await statusPage('Thank you', { mobileNumber: '255713000002' });
    await user.click(screen.getByRole('checkbox', { name: OPT_IN }));
    expect(screen.getByRole('checkbox', { name: OPT_IN })).toBeChecked();
    expect(readRemembered()).toEqual([{ number: '713000002' }]);
    await user.type(screen.getByRole('textbox', { name: 'Label (optional)' }), 'Mum');
    expect(readRemembered()).toEqual([{ number: '713000002', label: 'Mum' }]);
    // REM-4: the amount, transaction id and status of the page are not kept.
    expect(localStorage.getItem(REMEMBERED_KEY)).toBe('[{"number":"713000002","label":"Mum"}]');
    await user.click(screen.getByRole('checkbox', { name: OPT_IN }));
    expect(readRemembered()).toEqual([]);
    expect(screen.queryByRole('textbox', { name: 'Label (optional)' })).not.toBeInTheDocument();
  });

  it('shows ticked for a number this phone already remembers', async () => {
    rememberNumber('712000001', 'Me');
    await statusPage('Thank you');
    expect(screen.getByRole('checkbox', { name: OPT_IN })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Label (optional)' })).toHaveValue('Me');
  });

  it.each([
    ['FAILED', { status: 'FAILED', transactionStatus: 'FAILED', mobileNumber: '712000005' }],
    ['In Processing', { status: 'IN_PROCESS', transactionStatus: 'IN_PROCESS' }],
  ] as const)('offers no opt-in when the payment did not succeed (%s)', async (heading, result) => {
    await statusPage(heading, result);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText(OPT_IN)).not.toBeInTheDocument();
  });

  it('offers no opt-in when the result has no full mobile number', async () => {
    await statusPage('Thank you', { mobileNumber: '', msisdn: '' });
    expect(screen.queryByRole('checkbox', { name: OPT_IN })).not.toBeInTheDocument();
  });

  it('says it in Swahili', async () => {
    await statusPage('Asante', {}, 'sw');
    expect(
      screen.getByRole('checkbox', { name: 'Kumbuka namba hii kwenye simu hii' }),
    ).toHaveAccessibleDescription(
      'Namba na jina utakalochagua pekee ndivyo vinavyohifadhiwa, kwenye simu hii tu; kamwe si PIN, OTP wala kiasi.',
    );
  });
});
