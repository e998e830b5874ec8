import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '../../src/ui/Skeleton.tsx';
import '../../src/styles/index.css';

const meta = { title: 'UI/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = { args: { width: '16rem', height: '1rem' } };
export const Banner: Story = { args: { height: '10rem' } };
export const Chip: Story = { args: { width: '7rem', height: '44px', radius: '999px' } };
