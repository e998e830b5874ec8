import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page } from './Page.tsx';

describe('Page', () => {
  it('is a region named by its heading, with the intro and the content under it', () => {
    render(
      <Page
        className="fixed-internet"
        title="Pay your fixed internet bill"
        intro="Enter the account"
      >
        <button type="button">Search</button>
      </Page>,
    );
    const region = screen.getByRole('region', { name: 'Pay your fixed internet bill' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(region).toHaveTextContent('Enter the account');
    expect(region).toContainElement(screen.getByRole('button', { name: 'Search' }));
  });

  it('is an article named by its heading when asked, and leaves out a missing intro', () => {
    render(<Page className="brand-money" title="Twiga Money loans" as="article" />);
    expect(screen.getByRole('article', { name: 'Twiga Money loans' })).toBeInTheDocument();
    expect(screen.queryByRole('paragraph')).not.toBeInTheDocument();
  });
});
