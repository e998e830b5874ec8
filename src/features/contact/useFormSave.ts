import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  formSaveMachine,
  type FormFields,
  type FormSaveResult,
} from '../../../machines/formSave.machine.ts';
import type { Outcome } from '../../../machines/outcome.ts';
import { FORM_CHANNEL, saveForm } from '../../api/form.api.ts';
import type { FormType } from '../../api/wire.ts';
import { i18nLanguage } from '../../content/language.ts';

/** Empty fields are left out: an optional field nobody filled in is not part of the message. */
function filled(fields: FormFields): FormFields {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  );
}

/** The formSave machine of one form type, sending with form/v2/save in the current language. */
export function useFormSave(formType: FormType) {
  return useMachine(
    formSaveMachine.provide({
      actors: {
        saveForm: fromPromise<Outcome<FormSaveResult>, { fields: FormFields }>(({ input }) =>
          saveForm({
            formType,
            language: i18nLanguage(),
            channel: FORM_CHANNEL,
            formData: filled(input.fields),
          }),
        ),
      },
    }),
  );
}
