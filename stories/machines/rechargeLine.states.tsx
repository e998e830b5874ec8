/**
 * The recharge line machine (machines/rechargeLine.machine.ts), one story per leaf state:
 * generated from the machine by .storybook/machineStates.ts, each reached by the model's shortest
 * path (tests/model/rechargeLine.spec.ts) and shown on the real prepaid recharge page, whose line
 * hook (useLineCheck, spied in .storybook/preview.tsx) hands out the replayed actor. The model's
 * shortest paths all run under the prepaid page's rules (its first input); the postpaid and
 * broadband pages show the same states in their state tests (RechargeForm.states.test.tsx,
 * BroadbandRechargePage.states.test.tsx, DataBundlePage.states.test.tsx).
 */
import { expect, mocked, within } from 'storybook/test';
import type { RechargeLineTag } from '../../machines/rechargeLine.machine.ts';
import { clearApiCache } from '../../src/api/cache.ts';
import { Component as PrepaidRecharge } from '../../src/features/recharge/PrepaidRechargeRoute.tsx';
import { rechargeHandlers } from '../../src/features/recharge/testing/rechargeHandlers.ts';
import { numberTexts, underNumber } from '../../src/line/testing/lineStates.ts';
import { useLineCheck } from '../../src/line/useLineCheck.ts';
import { rechargeLineSpec } from '../../tests/model/rechargeLine.spec.ts';
import { cmsHandlers } from '../app/cmsHandlers.ts';
import { sendKeepingNumber, typedNumberField } from './lineNumber.ts';
import type { MachineStates } from './machineStory.tsx';
import '../../src/styles/index.css';
import '../../src/forms/theme/forms.css';

export default {
  title: 'Machines/rechargeLine',
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/prepaid-recharge'] },
    msw: { handlers: [...cmsHandlers(), ...rechargeHandlers()] },
  },
  // The API cache lives in the session: one story's answers must not leak into the next.
  beforeEach: () => clearApiCache(),
};

const WRONG_LINE = 'This number is not a prepaid line';

export const states: MachineStates = {
  spec: rechargeLineSpec,
  spies: [mocked(useLineCheck)],
  render: ({ actor }) => {
    mocked(useLineCheck).mockReturnValue([
      actor.getSnapshot(),
      sendKeepingNumber(actor),
      actor,
    ] as never);
    return <PrepaidRecharge />;
  },
  check: async (screen, { actor, input }) => {
    // The page shown is the prepaid one: a path under another page's rules would need its page.
    await expect(input).toEqual(rechargeLineSpec.inputs[0]);
    const snapshot = actor.getSnapshot();
    const has = (tag: RechargeLineTag) => snapshot.hasTag(tag);
    const field = await typedNumberField(screen, actor);

    // REC-3: the live status line, 'Checking number…' through the wait and the call alike.
    if (has('checking')) await expect(await screen.findByText('Checking number…')).toBeVisible();
    if (has('confirmed'))
      await expect(await screen.findByText('Prepaid line confirmed')).toBeVisible();

    // REC-4: the text under the number, and the number marked invalid with it.
    const said = underNumber(snapshot, WRONG_LINE);
    for (const text of numberTexts(WRONG_LINE))
      await expect(screen.queryByText(text) !== null).toBe(text === said);
    await expect(field).toHaveAttribute('aria-invalid', String(said !== null));

    // REC-10: a confirmed line's bundles, to choose from; before that, the hint.
    const bundles = screen.getByRole('region', { name: 'Bundles' });
    if (has('confirmed'))
      await expect(
        await within(bundles).findByRole('button', { name: /Wiki Data 3GB/ }),
      ).toBeAvailable();
    else
      await expect(
        within(bundles).getByText('Enter your mobile number to see the bundles for your line.'),
      ).toBeVisible();
    // REC-8: nothing is paid before the line is confirmed (and an amount typed).
    await expect(screen.getByRole('button', { name: 'Pay' })).toBeUnavailable();
  },
};
