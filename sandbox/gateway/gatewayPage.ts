/**
 * The card gateway page: plain HTML forms (no script, so the CSP holds), one per decision. Each
 * posts to the gateway's own decision route with the page's token, never to the pg-callback.
 */
import { payloadOf } from '../core/settle.ts';
import type { TxnRow } from '../store/transactions.ts';
import type { CardDecision } from './cardOutcome.ts';

/** Where the page's buttons post: the stand-in gateway's own route, beside the page. */
export const GATEWAY_DECIDE_PATH = '/__sandbox/gw/decide';

export const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

function button(tid: string, token: string, decision: CardDecision, label: string): string {
  return `<form method="post" action="${GATEWAY_DECIDE_PATH}">
  <input type="hidden" name="tid" value="${escapeHtml(tid)}"><input type="hidden" name="token" value="${escapeHtml(token)}">
  <input type="hidden" name="decision" value="${decision}"><button type="submit" class="${decision}">${label}</button></form>`;
}

const HEAD = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox card gateway</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font-size:1rem;padding:.6rem 1.2rem;border-radius:.4rem;border:2px solid #1a1a1a;cursor:pointer}
button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}.success{background:#0a7a2f;color:#fff}
.declined{background:#b3261e;color:#fff}.cancelled{background:#fff}</style></head>`;

/** The page of one card payment; `token` binds its buttons to this transaction (cardGateway.ts). */
export function gatewayPage(row: TxnRow, token: string): string {
  const p = payloadOf(row);
  return `${HEAD}
<body><main><h1>Sandbox card gateway</h1>
<p>This page stands in for the card provider. No real card is charged.</p>
<dl><dt>Transaction</dt><dd>${escapeHtml(row.id)}</dd><dt>Amount</dt><dd>${escapeHtml(p.currencyCode ?? 'TZS')} ${escapeHtml(p.amount)}</dd>
<dt>Email</dt><dd>${escapeHtml(p.emailId)}</dd></dl>
<div class="actions" role="group" aria-label="Payment decision">
${button(row.id, token, 'success', 'Approve')}${button(row.id, token, 'declined', 'Decline')}${button(row.id, token, 'cancelled', 'Cancel')}
</div></main></body></html>`;
}

/** A short page for a refusal at the gateway (unknown payment, expired page, foreign origin). */
export function gatewayNotice(title: string, message: string): string {
  return `${HEAD}
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}
