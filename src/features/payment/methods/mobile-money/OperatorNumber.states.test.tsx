/**
 * The mobile-money form in every state the operator-number model reaches: for each state, the
 * model's shortest path (tests/model/operatorNumber.spec.ts) drives a real `operatorNumber` actor
 * there, the wallet screen reads that actor as its machine's `operatorNumber` child, and what a
 * person sees for a number must follow that number's answer: 'Please enter valid Twiga number'
 * with Continue disabled exactly when its check said invalid (WAL-5, WAL-6). The machine has one
 * state and no tags: each number's answer in its context is what the screen reads.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { shortestPathsByState } from '../../../../../tests/model/harness.ts';
import {
  operatorNumberSpec,
  operatorNumberStateKey,
} from '../../../../../tests/model/operatorNumber.spec.ts';
import { setUpMethodTests } from '../../testing/testKit.tsx';
import type * as WalletMachineModule from '../shared/useWalletMachine.ts';
import MobileMoneyMethod from './MobileMoneyMethod.tsx';
import { replayTo } from '../../../../../tests/model/replayTo.ts';

// The wallet machine runs for real; only its operator-number child is the replayed actor.
const replayed = vi.hoisted(() => ({ child: undefined as unknown }));
vi.mock('../shared/useWalletMachine.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof WalletMachineModule>();
  return {
    ...actual,
    useWalletMachine: (...args: Parameters<typeof actual.useWalletMachine>) => {
      const wallet = actual.useWalletMachine(...args);
      const children = { ...wallet.snapshot.children, operatorNumber: replayed.child };
      return { ...wallet, snapshot: { ...wallet.snapshot, children } };
    },
  };
});

const { props, render } = setUpMethodTests(MobileMoneyMethod, 'AM');

const spec = { ...operatorNumberSpec, input: undefined };
const states = shortestPathsByState(spec, operatorNumberStateKey);

describe(
  'MobileMoneyMethod: each state of the operator-number check shows what it holds',
  { timeout: 20_000 },
  () => {
    // WAL-5
    it('the model reaches a valid, a refused and a pending check of each number, and a submit waiting', () => {
      expect(states.map(({ state }) => state)).toEqual(
        expect.arrayContaining([
          'nothing checked',
          '712000001 checking',
          '712000001 valid',
          '712000001 invalid',
          '712000002 checking, submit waits for 712000002',
          '712000001 invalid, 712000002 valid',
        ]),
      );
    });

    // WAL-5, WAL-6
    it.each(states)('$state', async ({ events }) => {
      const run = await replayTo(spec, events);
      replayed.child = run.actor;
      const { numberChecks } = run.actor.getSnapshot().context as {
        numberChecks: Record<string, string>;
      };
      // The page opens with the payer's number in the field: each number of the model in turn.
      for (const msisdn of ['712000001', '712000002']) {
        render({ session: { ...props.session, msisdn } });
        const continueButton = await screen.findByRole('button', { name: 'Continue' });
        if (numberChecks[msisdn] === 'invalid') {
          expect(await screen.findByText('Please enter valid Twiga number')).toBeVisible();
          expect(continueButton).toBeUnavailable();
        } else {
          await waitFor(() => expect(continueButton).toBeAvailable());
          expect(screen.queryByText('Please enter valid Twiga number')).toBeNull();
        }
        cleanup();
      }
      run.actor.stop();
    });
  },
);
