import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCmsPackage } from '../../content/useCmsPackage.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { isFormPackage } from './isFormPackage.ts';

const NS = 'recharge-translation';

/** Props of {@link AccountModal}. */
export interface AccountModalProps {
  /** The server's message for a rejected account number (60119 / 60005), and that number. */
  serverError?: string;
  rejectedAccountNo?: string;
  busy: boolean;
  onSubmit: (accountNo: string) => void;
  onClose: () => void;
}

/** The account-number modal: the CMS form (10 digits); a rejected number shows the server text. */
export function AccountModal({
  serverError,
  rejectedAccountNo,
  busy,
  onSubmit,
  onClose,
}: AccountModalProps) {
  const { t } = useTranslation(NS);
  // The server's verdict is about the number it saw: once the person edits it, the message goes.
  const [typed, setTyped] = useState(rejectedAccountNo ?? '');
  const form = useCmsPackage('form-account-number', isFormPackage);
  return (
    <Modal open title={t('postpaid.accountTitle', 'Enter your account number')} onClose={onClose}>
      {form.status === 'ready' ? (
        <SchemaForm
          pkg={form.data}
          // A11Y-2: read-only while the number is checked: focus stays where the person is.
          readonly={busy}
          extraErrors={{ accountNumber: typed === rejectedAccountNo ? serverError : undefined }}
          onChange={(data) => setTyped(String(data.accountNumber ?? ''))}
          submitLabel={t('postpaid.continue', 'Continue')}
          onSubmit={(data) => {
            setTyped(String(data.accountNumber ?? ''));
            onSubmit(String(data.accountNumber ?? ''));
          }}
        />
      ) : null}
    </Modal>
  );
}
