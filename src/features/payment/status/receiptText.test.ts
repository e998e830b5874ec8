import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { cmsTexts } from '../../../testing/cmsTexts.ts';
import {
  buildReceiptText,
  formatReceiptDate,
  maskMsisdn,
  whatsappLink,
  type ReceiptT,
} from './receiptText.ts';

/** `t` of the payment package in `lang`, as the status page has it. */
async function textsIn(lang: 'en' | 'sw'): Promise<ReceiptT> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: lang,
    resources: cmsTexts('payment-translation'),
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(lang, 'payment-translation') as unknown as ReceiptT;
}

/** 24 Nov 2026, 19:30 UTC: 22:30 in Dar es Salaam (UTC+3). Amounts show as 'TZS 1,000' with a
 * no-break space, as Intl writes a currency. */
const AT = new Date('2026-11-24T19:30:00Z');
const RESULT = {
  transactionId: 'TXN1001',
  amount: 1000,
  currencyCode: 'TZS',
  mobileNumber: '712000001',
};
/** RESULT's successful receipt in English, line by line. */
const ENGLISH_RECEIPT = [
  'Twiga payment receipt',
  'Transaction ID: TXN1001',
  'Amount: TZS\u00a01,000',
  'Mobile number: +255 ******001',
  'Date: 24 November 2026 at 22:30',
  'Result: Successful',
];

describe('receipt text', () => {
  // RCPT-3
  it('masks every digit of the number but the last 3', () => {
    expect(maskMsisdn('712000001')).toBe('+255 ******001');
    expect(maskMsisdn('255712345678')).toBe('+255 ******678');
    expect(maskMsisdn('0712345678')).toBe('+255 ******678');
    expect(maskMsisdn('12')).toBe('+255 12');
    expect(maskMsisdn(undefined)).toBe('');
  });

  // RCPT-2
  it('dates the receipt at the Dar es Salaam clock in the page language', () => {
    expect(formatReceiptDate(AT, 'EN')).toBe('24 November 2026 at 22:30');
    expect(formatReceiptDate(AT, 'SW')).toBe('24 Novemba 2026, 22:30');
  });

  // RCPT-2, RCPT-3
  it('lists id, amount with currency, masked number, date and result in English', async () => {
    const text = buildReceiptText(await textsIn('en'), {
      kind: 'success',
      result: RESULT,
      language: 'EN',
      at: AT,
    });
    expect(text.split('\n')).toEqual(ENGLISH_RECEIPT);
    expect(text).not.toContain('712000001');
  });

  // RCPT-2
  it('says the same in Swahili, and Hayajafanikiwa for a failed payment', async () => {
    const text = buildReceiptText(await textsIn('sw'), {
      kind: 'failed',
      result: { ...RESULT, mobileNumber: '712000005' },
      language: 'SW',
      at: AT,
    });
    expect(text.split('\n')).toEqual([
      'Stakabadhi ya malipo ya Twiga',
      'Namba ya muamala: TXN1001',
      'Kiasi: TZS\u00a01,000',
      'Namba ya simu: +255 ******005',
      'Tarehe: 24 Novemba 2026, 22:30',
      'Matokeo: Hayajafanikiwa',
    ]);
    const success = buildReceiptText(await textsIn('sw'), {
      kind: 'success',
      result: RESULT,
      language: 'SW',
      at: AT,
    });
    expect(success.split('\n').at(-1)).toBe('Matokeo: Yamefanikiwa');
  });

  // RCPT-2
  it('leaves out a line whose value the transaction lacks', async () => {
    const text = buildReceiptText(await textsIn('en'), {
      kind: 'success',
      result: { transactionId: 'TXN1001', amount: Number.NaN, currencyCode: 'TZS' },
      language: 'EN',
      at: AT,
    });
    expect(text.split('\n')).toEqual([
      'Twiga payment receipt',
      'Transaction ID: TXN1001',
      'Date: 24 November 2026 at 22:30',
      'Result: Successful',
    ]);
  });

  // RCPT-2
  it('falls back to the English texts and TZS when the package or the currency is missing', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
    const t = i18n.getFixedT('en', 'payment-translation') as unknown as ReceiptT;
    const line = (kind: 'success' | 'failed') =>
      buildReceiptText(t, {
        kind,
        result: { ...RESULT, currencyCode: '' },
        language: 'EN',
        at: AT,
      }).split('\n');
    expect(line('success')).toEqual(ENGLISH_RECEIPT);
    expect(line('failed').at(-1)).toBe('Result: Unsuccessful');
  });

  // RCPT-4
  it('encodes the whole text into a wa.me link', () => {
    const text = 'Twiga payment receipt\nAmount: TZS 1,000 & more?';
    const link = whatsappLink(text);
    expect(link).toBe(
      'https://wa.me/?text=Twiga%20payment%20receipt%0AAmount%3A%20TZS%201%2C000%20%26%20more%3F',
    );
    expect(new URL(link).searchParams.get('text')).toBe(text);
  });
});
