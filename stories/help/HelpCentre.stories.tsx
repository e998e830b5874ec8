import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Component as HelpRoute } from '../../src/features/help/HelpRoute.tsx';
import { helpHandlers } from '../../src/features/help/testing/helpHandlers.ts';
import '../../src/styles/index.css';

/**
 * The help centre at every stage, EN and SW (the Swahili twin of each story sets the locale).
 * Plays walk by role and position, so the same steps work in both languages.
 */
const meta = {
  title: 'Help/Help centre',
  component: HelpRoute,
  parameters: { router: { initialEntries: ['/gethelp'] }, msw: { handlers: helpHandlers() } },
} satisfies Meta<typeof HelpRoute>;
export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

/** The buttons of the section under the n-th heading of a level. */
async function sectionButtons(canvas: HTMLElement, level: 2 | 3, index = 0) {
  const headings = await within(canvas).findAllByRole('heading', { level });
  const section = headings[index]?.closest('section, nav') as HTMLElement;
  return within(section).getAllByRole('button');
}

const openTopic: Play = async ({ canvasElement }) => {
  const topics = await sectionButtons(canvasElement, 2, 0);
  await userEvent.click(topics[1] as HTMLElement);
};
const openSubTopic: Play = async (context) => {
  await openTopic(context);
  const subs = await sectionButtons(context.canvasElement, 3, 0);
  await userEvent.click(subs[0] as HTMLElement);
};
const openAnswer: Play = async ({ canvasElement }) => {
  const popular = await sectionButtons(canvasElement, 2, 1);
  await userEvent.click(popular[2] as HTMLElement);
  await expect(within(canvasElement).getByRole('complementary')).toBeInTheDocument();
};
const vote: Play = async (context) => {
  await openAnswer(context);
  const thumbs = within(context.canvasElement).getAllByRole('button', { pressed: false });
  await userEvent.click(thumbs[0] as HTMLElement);
};
const searchNothing: Play = async ({ canvasElement }) => {
  await userEvent.type(await within(canvasElement).findByRole('combobox'), 'zzzz');
  await within(canvasElement).findByText(/No Data found|Hakuna taarifa/);
};
const searchSomething: Play = async ({ canvasElement }) => {
  await userEvent.type(await within(canvasElement).findByRole('combobox'), 'pin');
  await within(canvasElement).findByRole('option');
};

const sw = { globals: { locale: 'sw' } };

export const Loading: Story = {
  parameters: { msw: { handlers: helpHandlers({ documents: 'pending' }) } },
};
export const LoadingSwahili: Story = { ...Loading, ...sw };
export const Topics: Story = {};
export const TopicsSwahili: Story = { ...sw };
export const Topic: Story = { play: openTopic };
export const TopicSwahili: Story = { play: openTopic, ...sw };
export const SubTopic: Story = { play: openSubTopic };
export const SubTopicSwahili: Story = { play: openSubTopic, ...sw };
export const Answer: Story = { play: openAnswer };
export const AnswerSwahili: Story = { play: openAnswer, ...sw };
export const Voted: Story = { play: vote };
export const VotedSwahili: Story = { play: vote, ...sw };
export const SearchSuggestions: Story = { play: searchSomething };
export const SearchSuggestionsSwahili: Story = { play: searchSomething, ...sw };
export const SearchNoData: Story = { play: searchNothing };
export const SearchNoDataSwahili: Story = { play: searchNothing, ...sw };
export const Unavailable: Story = {
  parameters: { msw: { handlers: helpHandlers({ documents: 'error', faqs: 'error' }) } },
};
export const UnavailableSwahili: Story = { ...Unavailable, ...sw };
