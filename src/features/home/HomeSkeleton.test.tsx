import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeSkeleton } from './HomeSkeleton.tsx';

describe('home page placeholder', () => {
  // UI-1: a banner, a recharge-chips section and headings stand in while the home page loads.
  it('says the home page is loading and draws the banner, the chips and the card headings', () => {
    const { container } = render(<HomeSkeleton />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the home page');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    // The shapes are hidden from assistive technology; what a sighted person sees is their layout.
    const blocks = [...container.querySelectorAll('.skeleton')] as HTMLElement[];
    const chips = blocks.filter((b) => b.style.borderRadius === '999px');
    expect(blocks[0]?.style.height).toBe('10rem');
    expect(chips).toHaveLength(6);
    expect(blocks.every((b) => b.getAttribute('aria-hidden') === 'true')).toBe(true);
  });
});
