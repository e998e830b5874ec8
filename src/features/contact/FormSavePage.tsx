import { useRef, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RoutePage } from '../../app/RoutePage.tsx';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { Skeleton } from '../../ui/index.ts';
import { CONTACT_NS, type FormPageSpec } from './forms.ts';
import { SentPanel } from './SentPanel.tsx';
import { useFieldListForm } from './useFieldListForm.ts';
import { useFormSave } from './useFormSave.ts';
import './contact.css';
import { useGenericText } from '../../content/useGenericText.ts';

/**
 * A page whose form is sent with form/v2/save: heading, intro, the CMS form, and what the formSave
 * machine says (sending, sent with the thank-you, or the failure above the kept form).
 */
export function FormSavePage({ spec }: { spec: FormPageSpec }) {
  const { t } = useTranslation(CONTACT_NS);
  const { orGeneric } = useGenericText(CONTACT_NS);
  const form = useFieldListForm(spec.packageName);
  const [state, send] = useFormSave(spec.formType);
  const errorRef = useRef<HTMLDivElement>(null);
  // What shows follows the machine's tags (FormSaveTag), not its state names.
  const sending = state.hasTag('sending');
  const { error, fields, referenceId } = state.context;
  const isContact = spec.textPrefix === 'contact';

  // A failure is announced (role=alert) and brought into view above the kept form.
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);

  return (
    <RoutePage className="contact-page" content={spec.content}>
      {state.hasTag('sent') ? (
        <SentPanel
          textPrefix={spec.textPrefix}
          referenceId={referenceId}
          onAgain={() => send({ type: 'form.again' })}
        />
      ) : form.status === 'ready' ? (
        <div className="contact-page__form" aria-busy={sending}>
          {error ? (
            <div className="contact-error" role="alert" ref={errorRef}>
              <p className="contact-error__title">
                {isContact
                  ? t('contact.failedTitle', 'Your message was not sent')
                  : t('feedback.failedTitle', 'Your feedback was not sent')}
              </p>
              <p>{orGeneric(error.message)}</p>
              <p>{t('errors.tryAgain', 'Please check the form and send it again.')}</p>
            </div>
          ) : null}
          <SchemaForm
            pkg={form.form.pkg}
            formData={fields ?? undefined}
            disabled={sending}
            submitLabel={
              sending ? t('sending', 'Sending…') : (form.form.submitLabel ?? t('send', 'Send'))
            }
            onSubmit={(data) => send({ type: 'form.submit', fields: data })}
          />
        </div>
      ) : form.status === 'error' ? (
        <p role="alert">
          {t('errors.formUnavailable', 'The form could not be loaded. Please try again later.')}
        </p>
      ) : (
        <div aria-hidden="true" className="contact-page__loading">
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
          <Skeleton height="6rem" />
        </div>
      )}
    </RoutePage>
  );
}
