import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n } from './i18nForTests.ts';

/** Renders `ui` inside an i18next provider with the validation texts; returns a user-event user too. */
export function renderWithI18n(ui: ReactElement, language: 'en' | 'sw' = 'en') {
  const i18n = createTestI18n(language);
  const user = userEvent.setup();
  return { user, i18n, ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>) };
}
