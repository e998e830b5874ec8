/** The card gateway page: plain HTML forms (no script, so the CSP holds), one per outcome. */
import { PG_CALLBACK_PATH } from '../../src/api/endpoints.ts';
import { payloadOf } from '../core/settle.ts';
import type { TxnRow } from '../store/transactions.ts';

const escape = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

function button(tid: string, pnr: string, status: string, label: string): string {
  return `<form method="get" action="${PG_CALLBACK_PATH}">
  <input type="hidden" name="txref" value="${escape(tid)}"><input type="hidden" name="PnrID" value="${escape(pnr)}">
  <input type="hidden" name="status" value="${status}"><button type="submit" class="${status}">${label}</button></form>`;
}

export function gatewayPage(row: TxnRow): string {
  const p = payloadOf(row);
  const pnr = `PNR${row.id.slice(3)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox card gateway</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font-size:1rem;padding:.6rem 1.2rem;border-radius:.4rem;border:2px solid #1a1a1a;cursor:pointer}
button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}.success{background:#0a7a2f;color:#fff}
.declined{background:#b3261e;color:#fff}.cancelled{background:#fff}</style></head>
<body><main><h1>Sandbox card gateway</h1>
<p>This page stands in for the card provider. No real card is charged.</p>
<dl><dt>Transaction</dt><dd>${escape(row.id)}</dd><dt>Amount</dt><dd>${escape(p.currencyCode ?? 'TZS')} ${escape(p.amount)}</dd>
<dt>Email</dt><dd>${escape(p.emailId)}</dd></dl>
<div class="actions" role="group" aria-label="Payment decision">
${button(row.id, pnr, 'success', 'Approve')}${button(row.id, pnr, 'declined', 'Decline')}${button(row.id, pnr, 'cancelled', 'Cancel')}
</div></main></body></html>`;
}
