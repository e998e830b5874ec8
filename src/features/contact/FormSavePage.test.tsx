import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import { renderRoutes } from '../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../testing/testServer.ts';
import { FormSavePage } from './FormSavePage.tsx';
import { CONTACT_FORM, FEEDBACK_FORM, type FormPageSpec } from './forms.ts';
import {
  contactCmsHandlers,
  formSaveHandlers,
  REFUSED_MESSAGE,
  TEST_REFERENCE,
  type FormSaveMode,
} from './testing/formSaveHandlers.ts';

let seen: unknown[] = [];
const server = setUpTestServer(() => {
  seen = [];
  return [...contactCmsHandlers(), ...formSaveHandlers('ok', seen)];
});

function renderPage(spec: FormPageSpec, mode: FormSaveMode = 'ok') {
  server.use(...formSaveHandlers(mode, seen));
  return renderRoutes([{ path: '/', element: <FormSavePage spec={spec} /> }], '/', {
    resources: cmsTexts('contact-translation', 'validation-translation'),
    toasts: false,
  }).user;
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /Full Name/ }, SLOW), 'Asha Juma');
  await user.type(screen.getByRole('textbox', { name: /Contact Number/ }), '712000001');
  await user.click(screen.getByRole('button', { name: /^Subject/ }));
  await user.type(screen.getByRole('combobox', { name: 'Search' }), 'complaint');
  await user.keyboard('{Enter}');
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'No signal since Monday.');
}

// The form engine renders slowly in jsdom on a busy machine: generous waits, never a sleep.
const SLOW = { timeout: 5_000 };

describe('contact and service-experience pages', { timeout: 20_000 }, () => {
  // FORM-10
  it('sends the contact form with form/v2/save, leaves out the empty email, and thanks with the reference', async () => {
    const user = renderPage(CONTACT_FORM);
    await fillContact(user);
    const send = screen.getByRole('button', { name: 'Send message' });
    await user.click(send);
    // A11Y-1: the thank-you takes focus on its heading (the Send button is gone).
    const sent = await screen.findByRole('region', { name: 'Message sent' }, SLOW);
    expect(within(sent).getByRole('heading', { name: 'Message sent' })).toHaveFocus();
    expect(within(sent).getByText(`Your reference: ${TEST_REFERENCE}`)).toBeInTheDocument();
    expect(seen).toEqual([
      {
        formType: 'CONTACT_US',
        language: 'en',
        channel: 'WEBPORTAL',
        formData: {
          fullName: 'Asha Juma',
          contactNumber: '712000001',
          subject: 'COMPLAINT',
          message: 'No signal since Monday.',
        },
      },
    ]);
  });

  it("shows the server's 400 message above the kept form", async () => {
    const user = renderPage(CONTACT_FORM, 'refused');
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByText('Your message was not sent')).toBeInTheDocument();
    expect(within(alert).getByText(REFUSED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Asha Juma');
  });

  it('keeps Send disabled as "Sending…" while the save is under way', async () => {
    const user = renderPage(CONTACT_FORM, 'pending');
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('button', { name: 'Sending…' }, SLOW)).toBeUnavailable();
    await user.click(screen.getByRole('button', { name: 'Sending…' }));
    await waitFor(() => expect(seen).toHaveLength(1));
  });

  it('sends a rating as SERVICE_EXPERIENCE', async () => {
    const user = renderPage(FEEDBACK_FORM);
    await user.click(await screen.findByRole('button', { name: /How was your experience/ }, SLOW));
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'very poor');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('heading', { name: 'Feedback sent' }, SLOW)).toBeInTheDocument();
    expect(seen).toMatchObject([{ formType: 'SERVICE_EXPERIENCE', formData: { rating: '1' } }]);
  });
});
