/**
 * The broadband balance check (machines/balanceCheck.machine.ts), one story per leaf state:
 * generated from the machine by .storybook/machineStates.ts, each reached by the model's shortest
 * path (tests/model/balanceCheck.spec.ts) and shown on the real DataBundlePage, whose hook
 * (useBalanceCheck, spied in .storybook/preview.tsx) hands out the replayed actor. A check is
 * taken only for a confirmed router line, so the page's line hook (useLineCheck, spied too) hands
 * out a rechargeLine actor replayed to `ready` under the broadband rules. In the replay the OTP
 * child is a scripted stand-in, so the page is handed a snapshot whose OTP child is an OTP actor of
 * the story's own (withChild), and the real dialog shows it waiting for the code (the OTP machine's states have their own stories).
 */
import type { Actor, AnyStateMachine } from 'xstate';
import { expect, mocked, within } from 'storybook/test';
import type { BalanceCheckTag } from '../../machines/balanceCheck.machine.ts';
import { clearApiCache } from '../../src/api/cache.ts';
import { DataBundlePage } from '../../src/features/broadband/DataBundlePage.tsx';
import { broadbandHandlers } from '../../src/features/broadband/testing/broadbandHandlers.ts';
import { useBalanceCheck } from '../../src/features/broadband/useBalanceCheck.ts';
import { useLineCheck } from '../../src/line/useLineCheck.ts';
import { balanceCheckSpec } from '../../tests/model/balanceCheck.spec.ts';
import { otpSpec } from '../../tests/model/otp.spec.ts';
import { rechargeLineSpec } from '../../tests/model/rechargeLine.spec.ts';
import { cmsHandlers } from '../app/cmsHandlers.ts';
import { sendKeepingNumber, typedNumberField } from './lineNumber.ts';
import { replayedActor, withChild, type MachineStates } from './machineStory.tsx';
import '../../src/styles/index.css';
import '../../src/forms/theme/forms.css';

export default {
  title: 'Machines/balanceCheck',
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/data-bundle'] },
    msw: { handlers: [...cmsHandlers(), ...broadbandHandlers()] },
  },
  // The API cache lives in the session: one story's answers must not leak into the next.
  beforeEach: () => clearApiCache(),
};

// The line model under the broadband page's rules only (every line type, checkIfBroadband).
const broadbandLineSpec = { ...rechargeLineSpec, inputs: [rechargeLineSpec.inputs[2]] };

export const states: MachineStates = {
  spec: balanceCheckSpec,
  spies: [mocked(useBalanceCheck), mocked(useLineCheck)],
  extra: async () => ({
    line: (await replayedActor(broadbandLineSpec, 'ready'))?.actor,
    otp: (await replayedActor(otpSpec, 'active.entry.editing'))?.actor,
  }),
  render: ({ actor, extra }) => {
    const line = extra.line as Actor<AnyStateMachine>;
    mocked(useBalanceCheck).mockReturnValue([
      withChild(actor.getSnapshot(), 'otp', extra.otp),
      actor.send,
      actor,
    ] as never);
    mocked(useLineCheck).mockReturnValue([
      line.getSnapshot(),
      sendKeepingNumber(line),
      line,
    ] as never);
    return <DataBundlePage />;
  },
  check: async (screen, { actor, extra }) => {
    const has = (tag: BalanceCheckTag) => actor.getSnapshot().hasTag(tag);
    // BB-1: a new check is taken only between checks; meanwhile the number and the button wait.
    const field = await typedNumberField(screen, extra.line as Actor<AnyStateMachine>);
    const check = screen.getByRole('button', { name: 'Check balance' });
    if (has('checkAvailable')) await expect(check).toBeAvailable();
    else {
      // A11Y-2: read-only while the balance is checked, never disabled (focus stays).
      await expect(field).toHaveAttribute('readonly');
      await expect(check).toBeUnavailable();
    }
    await expect(
      await screen.findByText(has('busy') ? 'Checking your balance…' : 'Broadband line confirmed'),
    ).toBeVisible();
    if (has('otpOpen'))
      await expect(await screen.findByRole('dialog', { name: 'Verify your number' })).toBeVisible();
    else await expect(screen.queryByRole('dialog', { name: 'Verify your number' })).toBeNull();
    // BB-2: the popup with the number's balances.
    if (has('balancesShown')) {
      const popup = await screen.findByRole('dialog', { name: 'Active bundles' });
      const { msisdn } = actor.getSnapshot().context as { msisdn: string };
      await expect(within(popup).getByText(`Balances of +255 ${msisdn}`)).toBeVisible();
      const data = within(popup).getByRole('table', { name: 'Data' });
      await expect(within(data).getByRole('row', { name: /Router Data 12.5 GB/ })).toBeVisible();
    } else await expect(screen.queryByRole('dialog', { name: 'Active bundles' })).toBeNull();
  },
};
