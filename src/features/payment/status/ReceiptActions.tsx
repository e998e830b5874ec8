/**
 * RCPT-1, RCPT-4, RCPT-5: Share receipt and Print under a finished payment's details. Share uses
 * the share sheet, else copies and says "Copied", else shows the text to select; with
 * channel=whatsapp in the query a WhatsApp link carries the same text.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TransactionResult } from '../../../api/wire.ts';
import { Button } from '../../../ui/index.ts';
import { usePaymentTexts } from '../shared/texts.ts';
import { buildReceiptText, receiptTitle, whatsappLink, type ReceiptInput } from './receiptText.ts';
import { shareReceipt, type ShareOutcome } from './shareReceipt.ts';
import './receipt.css';

/** Props of {@link ReceiptActions}. */
export interface ReceiptActionsProps {
  kind: ReceiptInput['kind'];
  result: TransactionResult;
}

export function ReceiptActions({ kind, result }: ReceiptActionsProps) {
  const { t, language } = usePaymentTexts();
  const [search] = useSearchParams();
  // The operator's answer has no date: the receipt is dated when the page learned the outcome.
  const [at] = useState(() => new Date());
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);
  const boxId = useId();
  const text = buildReceiptText(t, { kind, result, language, at });
  const viaWhatsapp = search.get('channel') === 'whatsapp';

  useEffect(() => {
    // Neither share sheet nor clipboard: focus moves to the text, selected for the phone's own Copy.
    if (outcome !== 'manual') return;
    textBox.current?.focus();
    textBox.current?.select();
  }, [outcome]);

  const share = async () => {
    setOutcome(null);
    setOutcome(await shareReceipt(navigator, { title: receiptTitle(t), text }));
  };

  return (
    <div className="receipt-actions" role="group" aria-label={t('receipt.actions', 'Receipt')}>
      <div className="receipt-actions__buttons">
        <Button variant="secondary" onClick={() => void share()}>
          {t('receipt.share', 'Share receipt')}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('receipt.print', 'Print')}
        </Button>
        {viaWhatsapp ? (
          <a
            className="btn btn--secondary receipt-actions__whatsapp"
            href={whatsappLink(text)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('receipt.whatsapp', 'Send on WhatsApp')}
          </a>
        ) : null}
      </div>
      {outcome === 'copied' ? (
        <p role="status" className="receipt-actions__copied">
          {t('receipt.copied', 'Copied')}
        </p>
      ) : null}
      {outcome === 'manual' ? (
        <div className="receipt-actions__manual">
          <label htmlFor={boxId}>{t('receipt.textLabel', 'Receipt (select and copy)')}</label>
          <textarea id={boxId} ref={textBox} readOnly rows={6} value={text} />
        </div>
      ) : null}
    </div>
  );
}
