import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../content/testing/contentKit.ts';
import { LoadingOverlay } from './LoadingOverlay.tsx';

describe('LoadingOverlay', () => {
  // UI-3
  it("shows the spec's default texts when no translation is loaded", () => {
    render(<LoadingOverlay visible />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Please wait ...');
    expect(status).toHaveTextContent('Hold on!');
    expect(status).toHaveTextContent('We are loading the page for you');
  });

  // UI-3
  it('shows the loader-translation texts of the language', () => {
    const i18n = createTestI18n(
      {
        'loader-translation': {
          wait: 'Tafadhali subiri ...',
          holdOn: 'Subiri kidogo!',
          loadingMessage: 'Tunakupakia ukurasa',
        },
      },
      'sw',
    );
    render(
      <I18nextProvider i18n={i18n}>
        <LoadingOverlay visible />
      </I18nextProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Tafadhali subiri ...');
    expect(status).toHaveTextContent('Subiri kidogo!');
    expect(status).toHaveTextContent('Tunakupakia ukurasa');
    expect(status).not.toHaveTextContent('Please wait');
  });

  // UI-2
  it('renders nothing while the loading flag is off', () => {
    render(<LoadingOverlay visible={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
