import { assign, fromPromise, setup } from 'xstate';
import type { Outcome } from './outcome.ts';
import { GENERIC, notProvided, toError, type MachineError } from './shared.ts';

/** What a saved form answers: the reference the person can quote. */
export interface FormSaveResult {
  referenceId?: string;
}

/** Data of one submitted form: field name -> value, as the form engine gives it. */
export type FormFields = Record<string, unknown>;

interface FormSaveContext {
  /** The last submitted data, so the form shows it again after a failure. */
  fields: FormFields | null;
  referenceId: string | null;
  /** The failure code and the server's message (display text is the screen's). */
  error: MachineError | null;
}

/**
 * What the contact and service-experience pages show in each state, read through
 * `snapshot.hasTag` (decision 100): the form to fill in (`editing`, with the last failure above
 * it when there is one), the form waiting with Send as 'Sending…' (`sending`), the thank-you with
 * the reference (`sent`).
 */
export type FormSaveTag = 'editing' | 'sending' | 'sent';

/**
 * A form sent with form/v2/save (contact us, service experience): `editing` -> `form.submit` ->
 * `submitting` -> `sent`, or back to `editing` with `error` kept for the screen. While
 * `submitting` a second `form.submit` has no transition, so a double click sends once;
 * the save is never retried automatically (a POST). `form.again` from `sent` starts a new form.
 */
export const formSaveMachine = setup({
  types: {
    context: {} as FormSaveContext,
    tags: {} as FormSaveTag,
    events: {} as { type: 'form.submit'; fields: FormFields } | { type: 'form.again' },
  },
  actors: {
    saveForm: fromPromise<Outcome<FormSaveResult>, { fields: FormFields }>(async () =>
      notProvided('saveForm'),
    ),
  },
  guards: {
    isOk: (_, outcome: Outcome<FormSaveResult>) => outcome.ok,
  },
}).createMachine({
  id: 'formSave',
  context: { fields: null, referenceId: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'form.submit': {
          target: 'submitting',
          actions: assign({ fields: ({ event }) => event.fields, error: null }),
        },
      },
    },
    submitting: {
      tags: ['sending'],
      invoke: {
        id: 'saveForm',
        src: 'saveForm',
        input: ({ context }) => ({ fields: context.fields ?? {} }),
        onDone: [
          {
            guard: { type: 'isOk', params: ({ event }) => event.output },
            target: 'sent',
            actions: assign({
              referenceId: ({ event }) =>
                event.output.ok ? (event.output.result?.referenceId ?? null) : null,
            }),
          },
          {
            target: 'editing',
            actions: assign({ error: ({ event }) => toError(event.output) }),
          },
        ],
        onError: { target: 'editing', actions: assign({ error: { code: GENERIC } }) },
      },
    },
    sent: {
      tags: ['sent'],
      on: {
        'form.again': {
          target: 'editing',
          actions: assign({ fields: null, referenceId: null, error: null }),
        },
      },
    },
  },
});
