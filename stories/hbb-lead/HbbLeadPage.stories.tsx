import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Component as HbbLeadRoute } from '../../src/features/hbb-lead/HbbLeadRoute.tsx';
import { hbbHandlers } from '../../src/features/hbb-lead/testing/hbbHandlers.ts';
import { AppMain } from '../support/AppMain.tsx';
import { handledBy, SW } from '../support/meta.ts';
import '../../src/styles/index.css';

/**
 * /hbb-lead and /hbb-lead-status against MSW handlers that answer like the sandbox's
 * home-broadband rows. Each state in English and Swahili (the toolbar's locale).
 */
function Page() {
  return (
    <AppMain>
      <HbbLeadRoute />
    </AppMain>
  );
}

const meta = {
  title: 'HBB lead/Page',
  component: Page,
  parameters: { ...handledBy(hbbHandlers()), router: { initialEntries: ['/hbb-lead'] } },
  beforeEach: () => sessionStorage.clear(),
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const sw = { globals: SW };
const plansLoading = { parameters: handledBy(hbbHandlers({ plans: 'pending' })) };
const noPlans = { parameters: handledBy(hbbHandlers({ plans: 'empty' })) };

/** Chooses the second plan (its name is the same in both languages). */
const choosePlan: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: 'Home Plus' }));
};

/** Chooses a plan and proceeds to the customer details. */
const toDetails: Story['play'] = async (context) => {
  await choosePlan(context);
  const canvas = within(context.canvasElement);
  const proceed = canvas
    .getAllByRole('button')
    .find((b) => /Proceed|Endelea/.test(b.textContent ?? ''));
  if (proceed) await userEvent.click(proceed);
  await expect(
    await canvas.findByRole('textbox', { name: /Full Name|Jina Kamili/ }),
  ).toBeInTheDocument();
};

export const PlansLoading: Story = plansLoading;
export const PlansLoadingSwahili: Story = { ...plansLoading, ...sw };
export const Plans: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('radio')).toHaveLength(3);
  },
};
export const PlansSwahili: Story = { ...sw };
export const NoPlans: Story = noPlans;
export const NoPlansSwahili: Story = { ...noPlans, ...sw };
export const PlanSelected: Story = { play: choosePlan };
export const PlanSelectedSwahili: Story = { ...sw, play: choosePlan };
export const StoredDevice: Story = {
  beforeEach: () =>
    sessionStorage.setItem(
      'hbbDevice',
      JSON.stringify({
        name: 'Twiga 5G Outdoor Unit',
        features: ['Mounted outside for the best signal', 'Up to 1 Gbps'],
      }),
    ),
};
export const CustomerDetails: Story = { play: toDetails };
export const CustomerDetailsSwahili: Story = { ...sw, play: toDetails };

export const LeadStatusEmpty: Story = {
  parameters: { router: { initialEntries: ['/hbb-lead-status'] } },
};
export const LeadStatusEmptySwahili: Story = { ...LeadStatusEmpty, ...sw };
export const LeadStatus: Story = {
  ...LeadStatusEmpty,
  beforeEach: () => sessionStorage.setItem('hbbLeadId', 'LEAD-0001'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Thank you for reaching out')).toBeInTheDocument();
  },
};
export const LeadStatusSwahili: Story = { ...LeadStatus, ...sw, play: undefined };

/** Types a lead reference and contact number into 'Track your request' and submits. */
const trackLead =
  (reference: string, contact: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: /Lead ID|Namba ya Ombi/ });
    await userEvent.clear(field);
    await userEvent.type(field, reference);
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Contact Number|Namba ya Simu ya Mawasiliano/ }),
      contact,
    );
    await userEvent.click(canvas.getByRole('button', { name: /^(Track|Fuatilia)$/ }));
  };

const tracked: Story['play'] = async (context) => {
  await trackLead('LEAD-0001', '712000001')?.(context);
  await expect(
    await within(context.canvasElement).findByRole('heading', { name: /Your request|Ombi lako/ }),
  ).toBeInTheDocument();
};

const notFound: Story['play'] = async (context) => {
  await trackLead('LEAD-0404', '712000001')?.(context);
  await expect(
    await within(context.canvasElement).findByText(/We could not find a request|Hatukupata ombi/),
  ).toBeInTheDocument();
};

export const LeadTracked: Story = { ...LeadStatusEmpty, play: tracked };
export const LeadTrackedSwahili: Story = { ...LeadTracked, ...sw };
export const LeadNotFound: Story = { ...LeadStatusEmpty, play: notFound };
export const LeadNotFoundSwahili: Story = { ...LeadNotFound, ...sw };
