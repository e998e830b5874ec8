import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';

// A11Y-2: the matchers say what a person perceives, whichever attribute carries it.
describe('toBeUnavailable / toBeAvailable', () => {
  it('an ordinary button is available', () => {
    render(<button type="button">Pay</button>);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeAvailable();
    expect(screen.getByRole('button', { name: 'Pay' })).not.toBeUnavailable();
  });

  it('a natively disabled input is unavailable', () => {
    render(<input aria-label="Email" disabled />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeUnavailable();
  });

  it('aria-disabled="true" on the control or an ancestor is unavailable; "false" is not', () => {
    render(
      <>
        <button type="button" aria-disabled="true">
          Pay
        </button>
        <button type="button" aria-disabled="false">
          Cancel
        </button>
        <div aria-disabled="true">
          <button type="button">Continue</button>
        </div>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Pay' })).toBeUnavailable();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeAvailable();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeUnavailable();
  });

  it('a control inside a disabled fieldset is unavailable, except in its first legend', () => {
    render(
      <fieldset disabled>
        <legend>
          <button type="button">Help</button>
        </legend>
        <input aria-label="Card number" />
      </fieldset>,
    );
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeUnavailable();
    expect(screen.getByRole('button', { name: 'Help' })).toBeAvailable();
  });

  it('says why when it fails', () => {
    render(
      <button type="button" aria-disabled="true">
        Pay
      </button>,
    );
    expect(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeAvailable()).toThrow(
      'expected <button> "Pay" to be available, but it says aria-disabled="true"',
    );
  });
});
