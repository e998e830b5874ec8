/**
 * The contact and service-experience forms sent with form/v2/save (FORM-10, ERR-3; decision 48),
 * written from the rules alone, none of the machine's code: what the page shows after any path
 * of submits and answers.
 * - Send shows 'Sending…' and the form waits; a second Send meanwhile saves nothing more (a POST,
 *   never sent twice nor retried)
 * - a saved form shows the thank-you with the reference the answer gives (none: no reference)
 * - a refused form (HTTP 400) shows the server's message above the form, which keeps what was
 *   typed (ERR-3: the server's message is preferred); a failed call shows the generic text
 * - a new Send clears the failure shown; 'Send another' from the thank-you starts an empty form
 */
import type { EventObject } from 'xstate';
import type { Expected, Oracle } from './harness.ts';

type Phase = 'editing' | 'sending' | 'sent';

export interface FormSaveTruth {
  phase: Phase;
  fields: Record<string, unknown> | null;
  referenceId: string | null;
  error: { code: string; message?: string } | null;
}

interface Answer {
  ok: boolean;
  code?: string;
  message?: string;
  result?: { referenceId?: string };
}

function answered(truth: FormSaveTruth, event: EventObject): FormSaveTruth {
  if (truth.phase !== 'sending') return truth;
  // A call that fails without an answer: the generic failure, no server text.
  if (event.type.startsWith('xstate.error.actor.'))
    return { ...truth, phase: 'editing', error: { code: 'generic' } };
  const answer = (event as EventObject & { output: Answer }).output;
  if (answer.ok)
    return { ...truth, phase: 'sent', referenceId: answer.result?.referenceId ?? null };
  return {
    ...truth,
    phase: 'editing',
    error: answer.message
      ? { code: answer.code ?? 'generic', message: answer.message }
      : { code: answer.code ?? 'generic' },
  };
}

function step(truth: FormSaveTruth, event: EventObject): FormSaveTruth {
  if (/^xstate\.(done|error)\.actor\.saveForm$/.test(event.type)) return answered(truth, event);
  if (event.type === 'form.submit' && truth.phase === 'editing')
    return {
      ...truth,
      phase: 'sending',
      fields: (event as EventObject & { fields: Record<string, unknown> }).fields,
      error: null,
    };
  if (event.type === 'form.again' && truth.phase === 'sent')
    return { phase: 'editing', fields: null, referenceId: null, error: null };
  return truth;
}

function expect(truth: FormSaveTruth): Expected {
  return {
    tags: [truth.phase],
    done: false,
    context: {
      fields: truth.fields,
      referenceId: truth.referenceId,
      // The failure the page words; none: undefined.
      'error.code': truth.error?.code,
      'error.message': truth.error?.message,
    },
  };
}

export const formSaveOracle: Oracle<FormSaveTruth> = {
  start: () => ({ phase: 'editing', fields: null, referenceId: null, error: null }),
  step,
  expect,
};
