import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Component as HelpRoute } from '../../src/features/help/HelpRoute.tsx';
import { helpHandlers } from '../../src/features/help/testing/helpHandlers.ts';
import { handledBy, swahili } from '../support/meta.ts';
import { steps, type Play } from '../support/plays.ts';
import '../../src/styles/index.css';

/**
 * The help centre at every stage, EN and SW (the Swahili twin of each story sets the locale).
 * Plays walk by role and position, so the same steps work in both languages.
 */
const meta = {
  title: 'Help/Help centre',
  component: HelpRoute,
  parameters: { router: { initialEntries: ['/gethelp'] }, ...handledBy(helpHandlers()) },
} satisfies Meta<typeof HelpRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons of the section under the n-th heading of a level. */
async function sectionButtons(canvas: HTMLElement, level: 2 | 3, index = 0) {
  const headings = await within(canvas).findAllByRole('heading', { level });
  const section = headings[index]?.closest('section, nav') as HTMLElement;
  return within(section).getAllByRole('button');
}

/** Presses button `n` of the section under heading `index` of `level`. */
function press(level: 2 | 3, index: number, n: number): Play {
  return async ({ canvasElement }) => {
    const buttons = await sectionButtons(canvasElement, level, index);
    await userEvent.click(buttons[n] as HTMLElement);
  };
}

/** The second topic of the first list. */
const openTopic = press(2, 0, 1);
/** The third popular question, whose answer opens beside the lists. */
const openAnswer = steps(press(2, 1, 2), async ({ canvasElement }) => {
  await expect(within(canvasElement).getByRole('complementary')).toBeInTheDocument();
});
const thumbUp: Play = async ({ canvasElement }) => {
  const thumbs = within(canvasElement).getAllByRole('button', { pressed: false });
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

export const Loading: Story = {
  parameters: handledBy(helpHandlers({ documents: 'pending' })),
};
export const LoadingSwahili: Story = swahili(Loading);
export const Topics: Story = {};
export const TopicsSwahili: Story = swahili(Topics);
export const Topic: Story = { play: openTopic };
export const TopicSwahili: Story = swahili(Topic);
export const SubTopic: Story = { play: steps(openTopic, press(3, 0, 0)) };
export const SubTopicSwahili: Story = swahili(SubTopic);
export const Answer: Story = { play: openAnswer };
export const AnswerSwahili: Story = swahili(Answer);
export const Voted: Story = { play: steps(openAnswer, thumbUp) };
export const VotedSwahili: Story = swahili(Voted);
export const SearchSuggestions: Story = { play: searchSomething };
export const SearchSuggestionsSwahili: Story = swahili(SearchSuggestions);
export const SearchNoData: Story = { play: searchNothing };
export const SearchNoDataSwahili: Story = swahili(SearchNoData);
export const Unavailable: Story = {
  parameters: handledBy(helpHandlers({ documents: 'error', faqs: 'error' })),
};
export const UnavailableSwahili: Story = swahili(Unavailable);
