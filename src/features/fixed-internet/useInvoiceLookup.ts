import { useCallback, useState } from 'react';
import { getOpenInvoices, type OpenInvoicesResult } from '../../api/portal.api.ts';
import type { Invoice } from '../../api/wire.ts';
import { settle, type ErrorState } from '../../data/settle.ts';
import { useServerState } from '../../data/useServerState.ts';
import type { InvoiceContact } from './invoices.ts';

/** What the invoice area shows: nothing asked yet, asking, the invoices (maybe none), or a failure. */
export type InvoiceLookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; invoices: Invoice[]; contact: InvoiceContact }
  | ErrorState;

type Settled = Extract<InvoiceLookupState, { status: 'ready' | 'error' }>;

/** One press of the lookup: `ticket` makes a repeated press of the same account a new request. */
interface Lookup {
  ticket: number;
  accountNo: string;
  email: string;
}

/** The invoices and the contact of an answer (the contact sits at the top or in `response`). */
function invoicesOf(result: OpenInvoicesResult | undefined, email: string) {
  const answer = result ?? { response: { invoices: [] } };
  const inner = answer.response as InvoiceContact | undefined;
  return {
    invoices: Array.isArray(answer.response?.invoices) ? answer.response.invoices : [],
    contact: {
      lineNumber: answer.lineNumber ?? inner?.lineNumber,
      contactPersonMsisdn: answer.contactPersonMsisdn ?? inner?.contactPersonMsisdn,
      email,
    },
  };
}

/**
 * The fixed-internet invoice lookup. `lookup` asks the server (only a press asks: the lookup is a
 * POST, never repeated on its own); a newer lookup wins over an older answer still on its way.
 * `onError` gets the server's message (the page toasts it).
 */
export function useInvoiceLookup(onError: (message: string) => void) {
  const [asked, setAsked] = useState<Lookup | null>(null);
  const state = useServerState<Settled>(
    asked ? `invoices:${asked.ticket}:${asked.accountNo}:${asked.email}` : 'invoices:none',
    async (signal) => {
      const { accountNo = '', email = '' } = asked ?? {};
      return settle(await getOpenInvoices(accountNo, email, signal), (r) => invoicesOf(r, email));
    },
    {
      enabled: asked !== null,
      onSettled: (settled) => {
        if (settled.status === 'error') onError(settled.message);
      },
    },
  );

  const lookup = useCallback((accountNo: string, email: string) => {
    setAsked((last) => ({
      ticket: (last?.ticket ?? 0) + 1,
      accountNo: accountNo.trim().toUpperCase(),
      email: email.trim(),
    }));
  }, []);

  return { state, lookup };
}
