import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import AirtimeMethod from '../../../src/features/payment/methods/airtime/AirtimeMethod.tsx';
import MobileMoneyMethod from '../../../src/features/payment/methods/mobile-money/MobileMoneyMethod.tsx';
import MpesaMethod from '../../../src/features/payment/methods/mpesa/MpesaMethod.tsx';
import SmartCashMethod from '../../../src/features/payment/methods/smartcash/SmartCashMethod.tsx';
import type { MethodProps } from '../../../src/features/payment/methods/types.ts';
import {
  prepaidSessionWithEmail,
  sampleConfig,
} from '../../../src/features/payment/testing/sampleSessions.ts';
import { cmsHandlers } from '../../app/cmsHandlers.ts';
import '../../../src/styles/index.css';
import '../../../src/forms/theme/forms.css';

const ok = (result: unknown) =>
  HttpResponse.json({ statusCode: 200, status: 'success', message: 'OK', result });
const portal = (path: string) => `*/orp/bfe/api/portal-service/${path}`;

/** The operator as the happy path (712000001) and its documented failures, for click-through. */
const operator = (balance = 50_000) => [
  ...cmsHandlers(),
  http.post(portal('subscriber/v1/validate-number'), async ({ request }) => {
    const { data } = (await request.json()) as { data: { msisdn: string } };
    return data.msisdn === '719999999'
      ? HttpResponse.json({ statusCode: 400, status: 'failure', message: 'Invalid Mobile No' })
      : ok('PREPAID');
  }),
  http.post(portal('optimus/otp/send'), () => ok({ refId: 'R1' })),
  http.post(portal('optimus/otp/verify'), async ({ request }) => {
    const { data } = (await request.json()) as { data: { otp: string } };
    return data.otp === '123456'
      ? ok({ uniqueCode: 'UC1', tokenType: 'Bearer', accessToken: 'TKN' })
      : HttpResponse.json({
          statusCode: '2003',
          status: 'failure',
          message: 'Please enter correct OTP',
          result: { attemptsLeft: 4 },
        });
  }),
  http.post(portal('subscriber/v4/query-balance'), () =>
    ok({
      queryBalanceResult: [
        {
          balanceDescription: 'Airtime',
          balanceType: 'MAIN',
          balance,
          unitType: 'TZS',
          expireTime: '',
          serviceType: 'AIRTIME',
        },
      ],
    }),
  ),
];

const props: MethodProps = {
  session: prepaidSessionWithEmail,
  options: [],
  config: sampleConfig('{}'),
  charge: { amount: 1000, currency: 'TZS' },
};

/** Each wallet method's form as the payment start page shows it, EN and SW. */
const meta = {
  title: 'Payment/Methods/Forms',
  component: AirtimeMethod,
  args: props,
  parameters: {
    layout: 'padded',
    router: { initialEntries: ['/payment/start/airtime'] },
    msw: { handlers: operator() },
  },
} satisfies Meta<typeof AirtimeMethod>;
export default meta;
type Story = StoryObj<typeof meta>;
const sw = { globals: { locale: 'sw' } };

export const Airtime: Story = {};
export const AirtimeSw: Story = { ...sw };
/** Pay with airtime, then type 123456 in the verification code dialog. */
async function payAirtimeWithCode(canvasElement: HTMLElement) {
  const pay = await within(canvasElement).findByRole('button', { name: 'Pay with airtime' });
  await userEvent.click(pay);
  const dialog = await within(document.body).findByRole('dialog', {
    name: 'Enter the verification code',
  });
  await userEvent.click(await within(dialog).findByRole('textbox', { name: /digit 1 of 6/i }));
  await userEvent.keyboard('123456');
}
/** Pay, type 123456: the 'Are you sure?' dialog. */
export const AirtimeToConfirm: Story = {
  play: async ({ canvasElement }) => {
    await payAirtimeWithCode(canvasElement);
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Are you sure?' }),
    ).toBeVisible();
  },
};
/** Same with 200 TZS of airtime: the insufficient-balance message. */
export const AirtimeInsufficient: Story = {
  parameters: { msw: { handlers: operator(200) } },
  play: async ({ canvasElement }) => {
    await payAirtimeWithCode(canvasElement);
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Insufficient balance' }),
    ).toBeVisible();
  },
};
export const MobileMoney: Story = {
  render: (args) => (
    <MobileMoneyMethod
      {...args}
      options={[{ name: 'Twiga Money', type: 'AM', code: 'TWIGA_MONEY' }]}
    />
  ),
};
export const MobileMoneySw: Story = { ...sw, render: MobileMoney.render };
export const MobileMoneyNotOperatorNumber: Story = {
  render: MobileMoney.render,
  play: async ({ canvasElement }) => {
    const phone = await within(canvasElement).findByRole('textbox', { name: /mobile number/i });
    await userEvent.clear(phone);
    await userEvent.type(phone, '719999999');
    await expect(
      await within(canvasElement).findByText('Please enter valid Twiga number'),
    ).toBeVisible();
  },
};
export const SmartCash: Story = {
  render: (args) => (
    <SmartCashMethod
      {...args}
      options={[{ name: 'SmartCash', type: 'smartcash', code: 'SMARTCASH_SECURE' }]}
    />
  ),
};
export const SmartCashSw: Story = { ...sw, render: SmartCash.render };
export const Mpesa: Story = {
  render: (args) => <MpesaMethod {...args} options={[{ name: 'M-Pesa', type: 'mpesa' }]} />,
};
export const MpesaSw: Story = { ...sw, render: Mpesa.render };
