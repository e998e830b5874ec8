/**
 * The contact page in every state the formSave model reaches: for each state, the model's
 * shortest path (tests/model/formSave.spec.ts) drives a real `formSave` actor there, the page
 * renders from that actor's snapshot, and what a person sees must follow the tags the state
 * declares (machines/formSave.machine.ts FormSaveTag) and the values it holds (the reference,
 * the server's message, the kept form).
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { FormSaveTag } from '../../../machines/formSave.machine.ts';
import { formSaveSpec, formSaveStateKey } from '../../../tests/model/formSave.spec.ts';
import { shortestPathsByState } from '../../../tests/model/harness.ts';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import { renderRoutes } from '../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../testing/testServer.ts';
import { FormSavePage } from './FormSavePage.tsx';
import { CONTACT_FORM } from './forms.ts';
import { contactCmsHandlers } from './testing/formSaveHandlers.ts';
import { replayTo } from '../../../tests/model/replayTo.ts';

// The page's hook hands out the replayed actor instead of starting its own machine.
const replayed = vi.hoisted(() => ({ current: [] as unknown[] }));
vi.mock('./useFormSave.ts', () => ({ useFormSave: () => replayed.current }));

setUpTestServer(() => contactCmsHandlers());

const spec = { ...formSaveSpec, input: undefined };
const states = shortestPathsByState(spec, formSaveStateKey);

// The form engine renders slowly in jsdom on a busy machine: generous waits, never a sleep.
const SLOW = { timeout: 5_000 };

describe(
  'FormSavePage: each state of the formSave machine shows what its tags declare',
  { timeout: 20_000 },
  () => {
    // FORM-10, ERR-3
    it('the model reaches the page states of the rules (sending, sent with and without a reference, the 400 and a failed call above the form)', () => {
      expect(states.map(({ state }) => state)).toEqual(
        expect.arrayContaining([
          'editing',
          'submitting',
          'sent, reference FRM1',
          'sent',
          'editing, error 400',
          'editing, error generic',
        ]),
      );
    });

    // FORM-10, ERR-3
    it.each(states)('$state', async ({ events }) => {
      const run = await replayTo(spec, events);
      const snapshot = run.actor.getSnapshot();
      replayed.current = [snapshot, run.actor.send];
      const has = (tag: FormSaveTag) => snapshot.hasTag(tag);
      renderRoutes([{ path: '/', element: <FormSavePage spec={CONTACT_FORM} /> }], '/', {
        resources: cmsTexts('contact-translation', 'validation-translation'),
        toasts: false,
      });
      const { error, fields, referenceId } = snapshot.context;

      if (has('sent')) {
        // The thank-you replaces the form, with the reference the answer gave (none: no line).
        const sent = await screen.findByRole('region', { name: 'Message sent' }, SLOW);
        expect(within(sent).getByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
        expect(within(sent).queryByText(/Your reference:/)?.textContent ?? null).toBe(
          referenceId ? `Your reference: ${referenceId}` : null,
        );
        expect(screen.queryByRole('textbox', { name: /Message/ })).toBeNull();
      } else {
        // The form: Send reads 'Sending…' and waits while the save is under way, never twice.
        const message = await screen.findByRole('textbox', { name: /Message/ }, SLOW);
        expect(screen.queryByRole('region', { name: 'Message sent' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Sending…' }) !== null).toBe(has('sending'));
        expect(screen.queryByRole('button', { name: 'Send message' }) !== null).toBe(
          has('editing'),
        );
        if (has('sending'))
          expect(screen.getByRole('button', { name: 'Sending…' })).toBeUnavailable();
        // What was sent stays in the form (after a failure too).
        expect(message).toHaveValue(String((fields as { message?: string } | null)?.message ?? ''));
      }

      // A failure shows above the kept form: the server's 400 message, else the generic text.
      const alert = screen.queryByRole('alert');
      expect(alert !== null).toBe(has('editing') && error !== null);
      if (alert) {
        expect(within(alert).getByText('Your message was not sent')).toBeInTheDocument();
        expect(
          within(alert).getByText(
            error?.code === '400' ? 'contactNumber: Invalid Mobile No' : 'Something Went Wrong!',
          ),
        ).toBeInTheDocument();
      }
      run.actor.stop();
    });
  },
);
