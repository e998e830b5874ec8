/**
 * The prepaid and postpaid recharge forms in every state the rechargeLine model reaches under
 * their page's rules: for each state, the model's shortest path (tests/model/rechargeLine.spec.ts)
 * drives a real `rechargeLine` actor there on a simulated clock, the form renders from that
 * actor's snapshot, and what a person sees must follow the tags the state declares
 * (machines/rechargeLine.machine.ts RechargeLineTag): 'Checking number…' while checking, the
 * line confirmed with its bundles (prepaid) or its bill lookup and amount (postpaid), the
 * wrong-line or 'Invalid Mobile No' text under the number.
 */
import { describe, expect, it, vi } from 'vitest';
import { configure, screen } from '@testing-library/react';
import type { RechargeLineTag } from '../../../machines/rechargeLine.machine.ts';
import { shortestPathsByState } from '../../../tests/model/harness.ts';
import { rechargeLineSpec } from '../../../tests/model/rechargeLine.spec.ts';
import { expectBundlesFollowLine } from '../../line/testing/bundleChoice.ts';
import { stateWithError, numberTexts, underNumber } from '../../line/testing/lineStates.ts';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import { PAYMENT_START, renderRoutes } from '../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../testing/testServer.ts';
import { RechargePage } from './RechargePage.tsx';
import { rechargeHandlers } from './testing/rechargeHandlers.ts';
import { replayTo } from '../../../tests/model/replayTo.ts';
import { replayed } from '../../line/testing/replayedLineCheck.ts';

// The form engine renders slowly in jsdom on a busy machine: generous waits, never a sleep.
configure({ asyncUtilTimeout: 5_000 });

// The line hook hands out the replayed actor instead of starting its own machine, and keeps what
// the page asked of it (line types, bounds, checks), to compare with the replay's input.
vi.mock('../../line/useLineCheck.ts', () => import('../../line/testing/replayedLineCheck.ts'));

setUpTestServer(rechargeHandlers());

// The spec's prepaid (500 to 1,000,000) and postpaid (1000 to 5,000,000, hybrid check) inputs.
const PAGES = [
  { kind: 'prepaid', input: rechargeLineSpec.inputs[0]! },
  { kind: 'postpaid', input: rechargeLineSpec.inputs[1]! },
] as const;
const states = PAGES.flatMap(({ kind, input }) =>
  shortestPathsByState({ ...rechargeLineSpec, input }, stateWithError).map((state) => ({
    ...state,
    kind,
    input,
  })),
);

describe(
  'RechargeForm: each state of the rechargeLine machine shows what its tags declare',
  { timeout: 20_000 },
  () => {
    // REC-3, REC-4, REC-8, REC-9
    it('the model reaches the form states of the spec on both pages (checking, confirmed, wrong line, Invalid Mobile No, a failed call)', () => {
      const names = states.map(({ kind, state }) => `${kind}: ${state}`);
      for (const kind of ['prepaid', 'postpaid'])
        expect(names).toEqual(
          expect.arrayContaining(
            [
              'editing',
              'checking',
              'validating',
              'ready',
              'wrongLineType',
              'invalid, error invalidMobile',
              'invalid, error generic',
              'paying',
            ].map((state) => `${kind}: ${state}`),
          ),
        );
    });

    // REC-3, REC-4, REC-8, REC-9, REC-10, REC-11
    it.each(states)('$kind: $state', async ({ kind, input, events }) => {
      const spec = { ...rechargeLineSpec, input };
      const run = await replayTo(spec, events);
      const snapshot = run.actor.getSnapshot();
      // Paying: the page has moved on to /payment/start.
      if (snapshot.status === 'done') return;
      const send = vi.fn();
      replayed.current = [snapshot, send];
      const has = (tag: RechargeLineTag) => snapshot.hasTag(tag);
      const { phone, lineType } = snapshot.context;
      const { user } = renderRoutes(
        [
          {
            path: '/',
            element: (
              <RechargePage
                kind={kind}
                // The postpaid page's bill lookup, with the line the form hands it.
                lineExtras={(line) => <p>{`Bill lookup for ${line.msisdn} (${line.lineType})`}</p>}
              />
            ),
          },
          PAYMENT_START,
        ],
        '/',
        { resources: cmsTexts('recharge-translation', 'validation-translation') },
      );
      const field = await screen.findByRole('textbox', { name: /Mobile Number/ });
      // The number the machine holds is the one the person typed (the form keeps its own copy).
      if (phone) await user.type(field, phone);
      expect(field).toHaveValue(phone);
      // The page asks for its own rules (REC-7 bounds from config): the replay ran the same ones.
      expect(replayed.asked).toMatchObject(input);

      // The status line: 'Checking number…' through the wait and the call alike. (A11Y-3: it is
      // plain text; its changes are said once through the page's announcer.)
      const confirmed = kind === 'prepaid' ? 'Prepaid line confirmed' : 'Postpaid line confirmed';
      expect(screen.queryByText('Checking number…') !== null).toBe(has('checking'));
      expect(screen.queryByText(confirmed) !== null).toBe(has('confirmed'));

      // REC-4: the text under the number, and the number marked invalid with it.
      const wrongLine =
        kind === 'prepaid'
          ? 'This number is not a prepaid line'
          : 'This number is not a postpaid line';
      const said = underNumber(snapshot, wrongLine);
      for (const text of numberTexts(wrongLine))
        expect(screen.queryByText(text) !== null).toBe(text === said);
      expect(field).toHaveAttribute('aria-invalid', String(said !== null));

      if (kind === 'prepaid') {
        // REC-10: a confirmed line's bundles, to choose from; before that, the hint.
        const bundles = screen.getByRole('region', { name: 'Bundles' });
        await expectBundlesFollowLine(bundles, has('confirmed'), {
          user,
          send,
          card: /Wiki Data 3GB/,
          selected: { type: 'bundle.select', amount: 3000, productCode: 'DATA_W_3GB' },
          hint: 'Enter your mobile number to see the bundles for your line.',
        });
        // REC-8: a valid amount pays only on a confirmed line.
        await user.type(screen.getByRole('textbox', { name: /Amount/ }), '1000');
        const pay = screen.getByRole('button', { name: 'Pay' });
        if (has('confirmed')) expect(pay).toBeAvailable();
        else expect(pay).toBeUnavailable();
      } else {
        // REC-11: no bundles on the postpaid page; the bill lookup and the amount follow a
        // confirmed line, with its number and line type.
        expect(screen.queryByRole('region', { name: 'Bundles' })).toBeNull();
        expect(screen.queryByText(/^Bill lookup for/)?.textContent ?? null).toBe(
          has('confirmed') ? `Bill lookup for ${phone} (${lineType})` : null,
        );
        expect(screen.queryByRole('textbox', { name: /Amount/ }) !== null).toBe(has('confirmed'));
      }
      run.actor.stop();
    });
  },
);
