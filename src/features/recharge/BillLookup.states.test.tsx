/**
 * The bill lookup in every state the billFetch model reaches (higher-value feature on): for each
 * state, the model's shortest path (tests/model/billFetch.spec.ts) drives a real `billFetch`
 * actor there on a simulated clock, BillLookup renders from that actor's snapshot, and what a
 * person sees must match the tags the state declares (machines/billFetch.machine.ts
 * BillFetchTag). The OTP modal is a stand-in: in the replay the `otp` child is a scripted fake,
 * and the OTP dialog has its own state test (src/otp/OtpDialog.states.test.tsx).
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { BillFetchTag } from '../../../machines/billFetch.machine.ts';
import type { PortalConfig } from '../../api/wire.ts';
import { billFetchSpec, billFetchStateKey } from '../../../tests/model/billFetch.spec.ts';
import { shortestPathsByState } from '../../../tests/model/harness.ts';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import { renderRoutes } from '../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../testing/testServer.ts';
import { BillLookup } from './BillLookup.tsx';
import { rechargeHandlers } from './testing/rechargeHandlers.ts';
import { replayTo } from '../../../tests/model/replayTo.ts';

// The screen's hook hands out the replayed actor instead of starting its own machine.
const replayed = vi.hoisted(() => ({ current: [] as unknown[] }));
vi.mock('./useBillFetch.ts', () => ({ useBillFetch: () => replayed.current }));
vi.mock('../../otp/OtpDialog.tsx', () => ({
  OtpDialog: () => <div role="dialog" aria-label="OTP modal stand-in" />,
}));

setUpTestServer(rechargeHandlers());

const input = { msisdn: '713000001', higherValueFeature: true };
const spec = { ...billFetchSpec, input };
const states = shortestPathsByState(spec, billFetchStateKey);

describe('BillLookup: each state of the billFetch machine shows what its tags declare', () => {
  // BILL-1, BILL-2, BILL-3, BILL-5
  it('the model reaches the screen states of the spec (OTP, account number, 60119/60005 in the modal, 45500.50 shown as 45501)', () => {
    expect(states.map(({ state }) => state)).toEqual(
      expect.arrayContaining([
        'idle',
        'otp',
        'accountModal.editing',
        'accountModal.editing, error 60119',
        'accountModal.editing, error 60005',
        'accountModal.validating',
        'fetchingBill',
        'billShown, bill 45501',
        'idle, error 400',
      ]),
    );
  });

  // BILL-1, BILL-2, BILL-3, BILL-5
  it.each(states)('$state', async ({ events }) => {
    const run = await replayTo(spec, events);
    const snapshot = run.actor.getSnapshot();
    // Paying: the screen has moved on to /payment/start.
    if (snapshot.status === 'done') return;
    replayed.current = [snapshot, run.actor.send];
    const has = (tag: BillFetchTag) => snapshot.hasTag(tag);
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <BillLookup
              msisdn={input.msisdn}
              lineType="POSTPAID"
              config={{ 'beta.amountToHigherValueFeature': true } as PortalConfig}
            />
          ),
        },
      ],
      '/',
      { resources: cmsTexts('recharge-translation', 'validation-translation', 'otp-translation') },
    );
    // While the bill is fetched both lookup buttons wait; otherwise both can be used.
    const viaOtp = await screen.findByRole('button', { name: 'Get bill via OTP' });
    const viaAccount = screen.getByRole('button', { name: 'Use account number' });
    expect(viaOtp.getAttribute('aria-busy') === 'true').toBe(has('fetching'));
    for (const lookup of [viaOtp, viaAccount]) {
      if (has('fetching')) expect(lookup).toBeUnavailable();
      else expect(lookup).toBeAvailable();
    }

    expect(screen.queryByRole('dialog', { name: 'OTP modal stand-in' }) !== null).toBe(
      has('otpOpen'),
    );
    const accountOpen = has('accountEditing') || has('accountChecking');
    if (accountOpen) {
      const dialog = await screen.findByRole('dialog', { name: 'Enter your account number' });
      const field = await screen.findByRole('textbox', { name: /Account Number/ });
      // Validating: the modal's form waits, read-only so focus stays in it (A11Y-2). (The 60119 /
      // 60005 message shows under the number the person submitted, which a fresh mount has not
      // typed: PostpaidBillRoute.test.tsx checks it.)
      expect((field as HTMLInputElement).readOnly).toBe(has('accountChecking'));
      expect((field as HTMLInputElement).disabled).toBe(false);
      expect(dialog).toBeInTheDocument();
    } else {
      expect(screen.queryByRole('dialog', { name: 'Enter your account number' })).toBeNull();
    }

    // The bill: 45500.50 shows 45501 with the round-up note and pays 45501; 12000 shows as it is.
    expect(screen.queryByText(/Outstanding amount/) !== null).toBe(has('billShown'));
    if (has('billShown')) {
      const decimals = snapshot.context.bill?.totalOutstanding === 45500.5;
      const shown = decimals ? /TZS\s45,501/ : /TZS\s12,000/;
      expect(screen.getByText(/Outstanding amount/)).toHaveTextContent(shown);
      expect(screen.queryByText(/rounded up to TZS\s45,501/) !== null).toBe(decimals);
      expect(
        screen.getByRole('button', { name: decimals ? /Pay TZS\s45,501/ : /Pay TZS\s12,000/ }),
      ).toBeAvailable();
    }
    run.actor.stop();
  });
});
