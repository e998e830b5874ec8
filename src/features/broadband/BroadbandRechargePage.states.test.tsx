/**
 * The broadband recharge form in every state the rechargeLine model reaches under the broadband
 * rules (checkIfBroadband, every line type, the prepaid bounds 500 to 1,000,000 of the page): for
 * each state, the model's shortest path (tests/model/rechargeLine.spec.ts) drives a real
 * `rechargeLine` actor there on a simulated clock, the page renders from that actor's snapshot,
 * and what a person sees must follow the tags the state declares
 * (machines/rechargeLine.machine.ts RechargeLineTag).
 */
import { describe, expect, it, vi } from 'vitest';
import { configure, screen } from '@testing-library/react';
import type { RechargeLineTag } from '../../../machines/rechargeLine.machine.ts';
import { shortestPathsByState } from '../../../tests/model/harness.ts';
import { rechargeLineSpec } from '../../../tests/model/rechargeLine.spec.ts';
import {
  broadbandLineReached,
  stateWithError,
  numberTexts,
  underNumber,
} from '../../line/testing/lineStates.ts';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import { renderPayingScreen } from '../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../testing/testServer.ts';
import { Component as BroadbandRecharge } from './BroadbandRechargeRoute.tsx';
import { broadbandHandlers } from './testing/broadbandHandlers.ts';
import { replayTo } from '../../../tests/model/replayTo.ts';
import { replayed } from '../../line/testing/replayedLineCheck.ts';

// The form engine renders slowly in jsdom on a busy machine: generous waits, never a sleep.
configure({ asyncUtilTimeout: 5_000 });

// The line hook hands out the replayed actor instead of starting its own machine, and keeps what
// the page asked of it, to compare with the replay's input.
vi.mock('../../line/useLineCheck.ts', () => import('../../line/testing/replayedLineCheck.ts'));

setUpTestServer(broadbandHandlers);

// The spec's broadband input, with this page's amount bounds (REC-7: the prepaid ones).
const broadbandInput = rechargeLineSpec.inputs[2];
const input = { ...broadbandInput, minAmount: 500, maxAmount: 1_000_000 };
const spec = { ...rechargeLineSpec, input };
const states = shortestPathsByState(spec, stateWithError);

const WRONG_LINE = 'This number is not a broadband line';

describe(
  'BroadbandRechargePage: each state of the rechargeLine machine shows what its tags declare',
  { timeout: 20_000 },
  () => {
    // REC-3, REC-4, REC-8
    it('the model reaches the form states of the spec (checking, confirmed, not a broadband line, Invalid Mobile No, a failed call)', () => {
      expect(states.map(({ state }) => state)).toEqual(
        expect.arrayContaining(broadbandLineReached),
      );
    });

    // REC-3, REC-4, REC-7, REC-8
    it.each(states)('$state', async ({ events }) => {
      const run = await replayTo(spec, events);
      const snapshot = run.actor.getSnapshot();
      // Paying: the page has moved on to /payment/start.
      if (snapshot.status === 'done') return;
      replayed.current = [snapshot, vi.fn()];
      const has = (tag: RechargeLineTag) => snapshot.hasTag(tag);
      const { user } = renderPayingScreen('/', BroadbandRecharge, {
        resources: cmsTexts('broadband-translation', 'validation-translation'),
      });
      const field = await screen.findByRole('textbox', { name: /Mobile Number/ });
      // The number the machine holds is the one the person typed (the form keeps its own copy).
      const { phone } = snapshot.context;
      if (phone) await user.type(field, phone);
      expect(field).toHaveValue(phone);
      expect(replayed.asked).toMatchObject(input);

      // The live status line: 'Checking number…' through the wait and the call alike.
      // Plain text whose changes the announcer says (A11Y-3): found by its words.
      const status = has('checking')
        ? 'Checking number…'
        : has('confirmed')
          ? 'Broadband line confirmed'
          : null;
      for (const text of ['Checking number…', 'Broadband line confirmed'])
        expect(screen.queryByText(text) !== null).toBe(text === status);

      // REC-4: the text under the number, and the number marked invalid with it.
      const said = underNumber(snapshot, WRONG_LINE);
      for (const text of numberTexts(WRONG_LINE))
        expect(screen.queryByText(text) !== null).toBe(text === said);
      expect(field).toHaveAttribute('aria-invalid', String(said !== null));

      // REC-8: a valid amount pays only on a confirmed line.
      await user.type(screen.getByRole('textbox', { name: /Amount/ }), '1000');
      const pay = screen.getByRole('button', { name: 'Pay' });
      if (has('confirmed')) expect(pay).toBeAvailable();
      else expect(pay).toBeUnavailable();
      run.actor.stop();
    });
  },
);
