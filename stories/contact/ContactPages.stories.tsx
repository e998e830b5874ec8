import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BrandMoneyPage } from '../../src/features/brand-money/BrandMoneyPage.tsx';
import { FormSavePage } from '../../src/features/contact/FormSavePage.tsx';
import { CONTACT_FORM, FEEDBACK_FORM } from '../../src/features/contact/forms.ts';
import {
  formSaveHandlers,
  REFUSED_MESSAGE,
  TEST_REFERENCE,
  type FormSaveMode,
} from '../../src/features/contact/testing/formSaveHandlers.ts';
import { cmsHandlers } from '../app/cmsHandlers.ts';
import { handledBy, routeScreen, SW } from '../support/meta.ts';
import { findsRole, findsText, steps, type Play } from '../support/plays.ts';
import '../../src/styles/index.css';
import '../../src/forms/theme/forms.css';

const handlers = (mode: FormSaveMode = 'ok') => [...cmsHandlers(), ...formSaveHandlers(mode)];

/**
 * /contact-us and /give_your_feedback (one page shape, form/v2/save) in every state, and
 * /more-twiga-money, against MSW answering like the sandbox.
 */
const meta = {
  title: 'Contact/Pages',
  ...routeScreen(FormSavePage, '/contact-us', handlers(), { spec: CONTACT_FORM }),
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Picks an option of a searchable select by its label. */
async function choose(canvasElement: HTMLElement, field: RegExp, option: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: field }));
  await userEvent.type(canvas.getByRole('combobox', { name: /Search|Tafuta/ }), option);
  await userEvent.click(await canvas.findByRole('option', { name: option }));
}

/** Fills the contact form as a customer would and presses Send message. */
async function sendContact(canvasElement: HTMLElement, number = '712000001') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /Full Name/ }), 'Asha Juma');
  await userEvent.type(canvas.getByRole('textbox', { name: /Contact Number/ }), number);
  await choose(canvasElement, /^Subject/, 'General enquiry');
  await userEvent.type(
    canvas.getByRole('textbox', { name: /Message/ }),
    'Please call me about my line.',
  );
  const send = canvas.getByRole('button', { name: 'Send message' });
  await expect(send).toBeAvailable();
  await userEvent.click(send);
}

export const Default: Story = {
  play: steps(
    findsRole('heading', { level: 1, name: 'Contact us' }),
    findsRole('textbox', { name: /Message/ }),
  ),
};
export const DefaultSwahili: Story = {
  globals: SW,
  play: findsRole('heading', { level: 1, name: 'Wasiliana nasi' }),
};

export const Submitting: Story = {
  parameters: { msw: { handlers: handlers('pending') } },
  play: async ({ canvasElement }) => {
    await sendContact(canvasElement);
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Sending…' }),
    ).toBeUnavailable();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await sendContact(canvasElement);
    const sent = await within(canvasElement).findByRole('region', { name: 'Message sent' });
    await expect(within(sent).getByRole('heading', { name: 'Message sent' })).toHaveFocus();
    await expect(within(sent).getByText(`Your reference: ${TEST_REFERENCE}`)).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: handlers('refused') } },
  play: async ({ canvasElement }) => {
    await sendContact(canvasElement);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByText('Your message was not sent')).toBeInTheDocument();
    await expect(within(alert).getByText(REFUSED_MESSAGE)).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('textbox', { name: /Full Name/ })).toHaveValue(
      'Asha Juma',
    );
  },
};

/** Sends a rating on the service-experience page. */
async function sendFeedback(canvasElement: HTMLElement) {
  await choose(canvasElement, /How was your experience/, '5 – Very good');
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send feedback' }));
}

export const Feedback: Story = {
  args: { spec: FEEDBACK_FORM },
  parameters: { router: { initialEntries: ['/give_your_feedback'] } },
  play: findsRole('heading', { level: 1, name: 'Our service experience' }),
};
export const FeedbackSwahili: Story = { ...Feedback, globals: SW, play: undefined };

/** The feedback page, its rating sent while the service answers in `mode`, then `then`. */
const feedbackSent = (mode: FormSaveMode, then: Play): Story => ({
  ...Feedback,
  parameters: { ...Feedback.parameters, ...handledBy(handlers(mode)) },
  play: steps(({ canvasElement }) => sendFeedback(canvasElement), then),
});

export const FeedbackSubmitting = feedbackSent('pending', async ({ canvasElement }) => {
  await expect(
    await within(canvasElement).findByRole('button', { name: 'Sending…' }),
  ).toBeUnavailable();
});
export const FeedbackSuccess = feedbackSent('ok', findsRole('heading', { name: 'Feedback sent' }));
export const FeedbackError = feedbackSent('refused', findsText('Your feedback was not sent'));

export const TwigaMoneyLoans: StoryObj<typeof BrandMoneyPage> = {
  render: () => <BrandMoneyPage />,
  parameters: { router: { initialEntries: ['/more-twiga-money'] } },
  play: findsRole('heading', { level: 1, name: 'Twiga Money loans' }),
};
export const TwigaMoneyLoansSwahili: StoryObj<typeof BrandMoneyPage> = {
  ...TwigaMoneyLoans,
  globals: SW,
  play: undefined,
};
