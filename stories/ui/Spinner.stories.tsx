import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { SW } from '../support/meta.ts';
import '../../src/styles/index.css';

const meta = { title: 'UI/Spinner', component: Spinner, args: { label: 'Loading' } } satisfies Meta<
  typeof Spinner
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {};
export const Large: Story = { args: { size: 48 } };
export const SwahiliLabel: Story = { args: { label: 'Inapakia' }, globals: SW };
