import { useCallback, useEffect, useRef, useState } from 'react';
import { getOpenInvoices } from '../../api/portal.api.ts';
import type { Invoice } from '../../api/wire.ts';
import type { InvoiceContact } from './invoices.ts';

/** What the invoice area shows: nothing asked yet, asking, the invoices (maybe none), or a failure. */
export type InvoiceLookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; invoices: Invoice[]; contact: InvoiceContact }
  | { status: 'error'; message: string };

/**
 * The fixed-internet invoice lookup. `lookup` asks the server; a newer lookup wins over an older
 * answer still on its way. `onError` gets the server's message (the page toasts it).
 */
export function useInvoiceLookup(onError: (message: string) => void) {
  const [state, setState] = useState<InvoiceLookupState>({ status: 'idle' });
  const latest = useRef(0);
  const notify = useRef(onError);
  useEffect(() => {
    notify.current = onError;
  });

  const lookup = useCallback(async (accountNo: string, email: string) => {
    const ticket = ++latest.current;
    setState({ status: 'loading' });
    const outcome = await getOpenInvoices(accountNo.trim().toUpperCase(), email.trim());
    if (ticket !== latest.current) return;
    if (!outcome.ok) {
      setState({ status: 'error', message: outcome.message });
      notify.current(outcome.message);
      return;
    }
    const result = outcome.result ?? { response: { invoices: [] } };
    const invoices = Array.isArray(result.response?.invoices) ? result.response.invoices : [];
    setState({
      status: 'ready',
      invoices,
      contact: {
        lineNumber:
          result.lineNumber ?? (result.response as InvoiceContact | undefined)?.lineNumber,
        contactPersonMsisdn:
          result.contactPersonMsisdn ??
          (result.response as InvoiceContact | undefined)?.contactPersonMsisdn,
        email: email.trim(),
      },
    });
  }, []);

  return { state, lookup };
}
