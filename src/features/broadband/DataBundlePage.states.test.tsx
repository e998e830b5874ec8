/**
 * The data-bundle page in every state of its two machines: each state the rechargeLine model
 * reaches under the broadband rules (the balance check idle), and each state the balanceCheck
 * model reaches (the line confirmed). For each, the model's shortest path
 * (tests/model/rechargeLine.spec.ts, tests/model/balanceCheck.spec.ts) drives a real actor there
 * on a simulated clock, the page renders from the snapshots, and what a person sees must follow
 * the tags the states declare (RechargeLineTag, BalanceCheckTag). The OTP dialog is a stand-in: in
 * the replay the `otp` child is a scripted fake, and the OTP dialog has its own state test
 * (src/otp/OtpDialog.states.test.tsx).
 */
import { describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import type { BalanceCheckTag } from '../../../machines/balanceCheck.machine.ts';
import type { RechargeLineTag } from '../../../machines/rechargeLine.machine.ts';
import { balanceCheckSpec } from '../../../tests/model/balanceCheck.spec.ts';
import { shortestPathsByState } from '../../../tests/model/harness.ts';
import { replayTo } from '../../../tests/model/replayTo.ts';
import { rechargeLineSpec } from '../../../tests/model/rechargeLine.spec.ts';
import {
  broadbandLineReached,
  numberTexts,
  stateWithError,
  underNumber,
} from '../../line/testing/lineStates.ts';
import { expectBundlesFollowLine } from '../../line/testing/bundleChoice.ts';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import { renderPayingScreen } from '../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../testing/testServer.ts';
import { Component as DataBundle } from './DataBundleRoute.tsx';
import { broadbandHandlers } from './testing/broadbandHandlers.ts';
import { replayed } from '../../line/testing/replayedLineCheck.ts';

// The form engine renders slowly in jsdom on a busy machine: generous waits, never a sleep.
configure({ asyncUtilTimeout: 5_000 });

// Both hooks hand out the replayed actors instead of starting their own machines; the line hook
// keeps what the page asked of it, to compare with the replay's input.
const balanceHook = vi.hoisted(() => ({ current: [] as unknown[] }));
vi.mock('../../line/useLineCheck.ts', () => import('../../line/testing/replayedLineCheck.ts'));
vi.mock('./useBalanceCheck.ts', () => ({ useBalanceCheck: () => balanceHook.current }));
vi.mock('../../otp/OtpDialog.tsx', () => ({
  OtpDialog: () => <div role="dialog" aria-label="OTP dialog stand-in" />,
}));

setUpTestServer(broadbandHandlers);

// The spec's broadband input: every line type, checkIfBroadband, no amount (bounds 0 and 0).
const lineSpec = { ...rechargeLineSpec, input: rechargeLineSpec.inputs[2]! };
const lineStates = shortestPathsByState(lineSpec, stateWithError);
const balanceSpec = { ...balanceCheckSpec, input: undefined };
const balanceStates = shortestPathsByState(balanceSpec, stateWithError);

const WRONG_LINE = 'This number is not a broadband line';

function renderPage() {
  return renderPayingScreen('/', DataBundle, {
    resources: cmsTexts('broadband-translation', 'validation-translation', 'otp-translation'),
  });
}

/**
 * What the page's status line shows, if anything: plain text, whose changes the announcer says
 * (A11Y-3), so it is found by its words, of which it shows at most one.
 */
function pageStatus(): string | null {
  const shown = ['Checking number…', 'Broadband line confirmed', 'Checking your balance…'].filter(
    (text) => screen.queryByText(text) !== null,
  );
  expect(shown.length).toBeLessThan(2);
  return shown[0] ?? null;
}

const checkBalance = () => screen.getByRole('button', { name: 'Check balance' });

describe(
  'DataBundlePage: each state of the rechargeLine machine shows what its tags declare',
  { timeout: 20_000 },
  () => {
    // REC-3, REC-4, BB-4
    it('the model reaches the line states of the spec (checking, confirmed, not a broadband line, Invalid Mobile No, a failed call)', () => {
      expect(lineStates.map(({ state }) => state)).toEqual(
        expect.arrayContaining(broadbandLineReached),
      );
    });

    // REC-3, REC-4, BB-1, BB-4
    it.each(lineStates)('$state', async ({ events }) => {
      const line = await replayTo(lineSpec, events);
      const snapshot = line.actor.getSnapshot();
      // Paying: the page has moved on to /payment/start.
      if (snapshot.status === 'done') return;
      const balance = await replayTo(balanceSpec, []);
      const sendLine = vi.fn();
      replayed.current = [snapshot, sendLine];
      balanceHook.current = [balance.actor.getSnapshot(), vi.fn()];
      const has = (tag: RechargeLineTag) => snapshot.hasTag(tag);
      const { user } = renderPage();
      const field = await screen.findByRole('textbox', { name: /Mobile Number/ });
      // The number the machine holds is the one the person typed (the form keeps its own copy).
      const { phone } = snapshot.context;
      if (phone) await user.type(field, phone);
      expect(field).toHaveValue(phone);
      expect(replayed.asked).toMatchObject(lineSpec.input);

      // The live status line: 'Checking number…' through the wait and the call alike.
      expect(pageStatus()).toBe(
        has('checking') ? 'Checking number…' : has('confirmed') ? 'Broadband line confirmed' : null,
      );

      // REC-4: the text under the number, and the number marked invalid with it.
      const said = underNumber(snapshot, WRONG_LINE);
      for (const text of numberTexts(WRONG_LINE))
        expect(screen.queryByText(text) !== null).toBe(text === said);
      expect(field).toHaveAttribute('aria-invalid', String(said !== null));

      // BB-1: the balance is checked only for a confirmed line.
      if (has('confirmed')) expect(checkBalance()).toBeAvailable();
      else expect(checkBalance()).toBeUnavailable();

      // BB-4: a confirmed line's router bundles, to choose from; before that, the hint.
      const bundles = screen.getByRole('region', { name: 'Data bundles' });
      await expectBundlesFollowLine(bundles, has('confirmed'), {
        user,
        send: sendLine,
        card: /Router Data 20GB Wiki/,
        selected: { type: 'bundle.select', amount: 10000, productCode: 'MIFI_W_20GB' },
        hint: 'Enter the number of your router or MiFi to see its data bundles.',
      });
      expect(screen.queryByRole('dialog')).toBeNull();
      line.actor.stop();
      balance.actor.stop();
    });
  },
);

describe(
  'DataBundlePage: each state of the balanceCheck machine shows what its tags declare',
  { timeout: 20_000 },
  () => {
    // BB-1, OTP-8
    it('the model reaches the balance states of the spec (OTP, querying, the popup, the 502 send limit, a 400, a failed call)', () => {
      expect(balanceStates.map(({ state }) => state)).toEqual(
        expect.arrayContaining([
          'idle',
          'otp',
          'querying',
          'shown',
          'idle, error 502',
          'idle, error 400',
          'idle, error generic',
        ]),
      );
    });

    // BB-1, BB-2, OTP-8, ERR-3
    it.each(balanceStates)('$state', async ({ events }) => {
      const readyPath = lineStates.find(({ state }) => state === 'ready')!.events;
      const line = await replayTo(lineSpec, readyPath);
      const balance = await replayTo(balanceSpec, events);
      const snapshot = balance.actor.getSnapshot();
      const sendBalance = vi.fn();
      replayed.current = [line.actor.getSnapshot(), vi.fn()];
      balanceHook.current = [snapshot, sendBalance];
      const has = (tag: BalanceCheckTag) => snapshot.hasTag(tag);
      const { msisdn, error } = snapshot.context as {
        msisdn: string;
        error: { code: string } | null;
      };
      const { user } = renderPage();
      const field = await screen.findByRole('textbox', { name: /Mobile Number/ });

      // A new check is taken only between checks; meanwhile the number and the button wait.
      if (has('checkAvailable')) {
        const { phone } = line.actor.getSnapshot().context;
        await user.type(field, phone);
        await user.click(checkBalance());
        expect(sendBalance).toHaveBeenLastCalledWith({ type: 'balance.check', msisdn: phone });
      } else {
        // A11Y-2: read-only and busy, not disabled: focus is never dropped to the page.
        expect(field).toHaveAttribute('readonly');
        expect(field).toBeEnabled();
        expect(checkBalance()).toHaveAttribute('aria-busy', 'true');
      }

      expect(screen.queryByRole('dialog', { name: 'OTP dialog stand-in' }) !== null).toBe(
        has('otpOpen'),
      );
      expect(pageStatus()).toBe(
        has('busy') ? 'Checking your balance…' : 'Broadband line confirmed',
      );

      // BB-2: the popup with the number's balances (12.5 GB of Router Data); Close ends it.
      const popup = screen.queryByRole('dialog', { name: 'Active bundles' });
      expect(popup !== null).toBe(has('balancesShown'));
      if (popup) {
        expect(within(popup).getByText(`Balances of +255 ${msisdn}`)).toBeInTheDocument();
        const data = within(popup).getByRole('table', { name: 'Data' });
        expect(within(data).getByRole('row', { name: /Router Data 12.5 GB/ })).toBeInTheDocument();
        await user.click(within(popup).getByRole('button', { name: 'Close' }));
        expect(sendBalance).toHaveBeenLastCalledWith({ type: 'modal.close' });
      }

      // ERR-3, OTP-8: a failed check is toasted: the send limit (502), the server's own words
      // (400 'Bad request'), else the generic text; a dialog closed by the person says nothing.
      const toast = (
        {
          '502': 'max limit exhausted, please try after sometime.',
          '400': 'Bad request',
          generic: 'Something Went Wrong!',
        } as Record<string, string | undefined>
      )[error?.code ?? ''];
      if (toast) expect(await screen.findByRole('alert')).toHaveTextContent(toast);
      else expect(screen.queryByRole('alert')).toBeNull();
      if (error) expect(toast).toBeDefined();
      line.actor.stop();
      balance.actor.stop();
    });
  },
);
