import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useState, type ReactNode } from 'react';
import { createActor, fromPromise } from 'xstate';
import { hbbAddressMachine, type LeadAddress } from '../../machines/hbbAddress.machine.ts';
import type { Outcome } from '../../machines/outcome.ts';
import {
  otpMachine,
  type OtpSendResult,
  type OtpVerifyResult,
} from '../../machines/otp.machine.ts';
import { AddressModal } from '../../src/features/hbb-lead/AddressModal.tsx';
import { OtpDialog as SharedOtpDialog } from '../../src/otp/OtpDialog.tsx';
import { SuccessModal, UnavailableModal } from '../../src/features/hbb-lead/OutcomeModals.tsx';
import { hbbHandlers } from '../../src/features/hbb-lead/testing/hbbHandlers.ts';
import { SW } from '../support/meta.ts';
import '../../src/styles/index.css';
import '../../src/features/hbb-lead/hbb-lead.css';

/** The lead page's dialogs, each bound to a real (child) statechart standing in its state. */
function Dialog({ render }: { render: () => ReactNode }) {
  return <>{render()}</>;
}

const fields = { town: 'Arusha', installationAddress: 'Unknown Street 4', landmark: '' };

/** An address child that found nothing (map picker) or found the place (confirm dialog). */
function AddressDialog({ found }: { found: boolean }) {
  const [actor] = useState(() => {
    const geocode = fromPromise<Outcome<LeadAddress>, { address: string }>(async () =>
      found
        ? {
            ok: true,
            result: { lat: -3.386925, lng: 36.682995, formattedAddress: 'Arusha, Tanzania' },
          }
        : { ok: false, code: 'notFound', message: '' },
    );
    return createActor(hbbAddressMachine.provide({ actors: { geocode } }), {
      input: fields,
    }).start();
  });
  return <AddressModal actor={actor} town={fields.town} send={(event) => actor.send(event)} />;
}

/** A payment-family OTP child whose code went out ('wrong' shows one wrong attempt). */
function OtpDialog({ wrong }: { wrong: boolean }) {
  const [actor] = useState(() => {
    const machine = otpMachine.provide({
      actors: {
        sendOtp: fromPromise(async (): Promise<Outcome<OtpSendResult>> => ({
          ok: true,
          result: { id: 'REF-1' },
        })),
        resendOtp: fromPromise(async (): Promise<Outcome<OtpSendResult>> => ({
          ok: true,
          result: { id: 'REF-1' },
        })),
        verifyOtp: fromPromise(async (): Promise<Outcome<OtpVerifyResult>> => ({
          ok: false,
          code: '2003',
          message: '',
          result: { attemptsLeft: 4 },
        })),
      },
    });
    const started = createActor(machine, {
      input: { family: 'payment', msisdn: '712000001' },
    }).start();
    if (wrong) setTimeout(() => started.send({ type: 'otp.change', code: '111111' }), 0);
    return started;
  });
  return <SharedOtpDialog actor={actor} flow="lead" />;
}

const meta = {
  title: 'HBB lead/Dialogs',
  component: Dialog,
  parameters: { msw: { handlers: hbbHandlers() } },
  args: { render: () => <SuccessModal leadId="LEAD-0001" /> },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const sw = { globals: SW } as const;

export const Congratulations: Story = {};
export const CongratulationsSwahili: Story = { ...sw };
export const Unavailable: Story = { args: { render: () => <UnavailableModal onExplore={fn()} /> } };
export const UnavailableSwahili: Story = { ...Unavailable, ...sw };
export const MapPicker: Story = { args: { render: () => <AddressDialog found={false} /> } };
export const MapPickerSwahili: Story = { ...MapPicker, ...sw };
export const ConfirmAddress: Story = { args: { render: () => <AddressDialog found /> } };
export const ConfirmAddressSwahili: Story = { ...ConfirmAddress, ...sw };
export const Otp: Story = { args: { render: () => <OtpDialog wrong={false} /> } };
export const OtpSwahili: Story = { ...Otp, ...sw };
export const OtpWrongCode: Story = { args: { render: () => <OtpDialog wrong /> } };
export const OtpWrongCodeSwahili: Story = { ...OtpWrongCode, ...sw };
