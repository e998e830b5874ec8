/**
 * A stand-in for Paystack's inline script, served at /__sandbox/paystack/inline.js. Same API:
 * `window.PaystackPop.setup({key, email, amount, ref, currency, channels, callback, onClose}).openIframe()`.
 * It shows a modal dialog with Approve / Decline / Cancel, records the outcome with the sandbox
 * (POST /__sandbox/paystack/complete {reference, status}, same origin, with the X-Sandbox-Gateway
 * header the route requires) and then calls callback({reference})
 * (Approve) or onClose() (Decline and Cancel: Paystack's popup reports a declined card inside
 * itself and the payer closes it, so the page learns the outcome from the transaction status).
 */
import {
  PAYSTACK_COMPLETE_PATH,
  PAYSTACK_HEADER,
  PAYSTACK_HEADER_VALUE,
} from './paystackContract.ts';

export const PAYSTACK_INLINE_JS = String.raw`(function () {
  'use strict';
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text) node.textContent = text;
    return node;
  }
  function record(reference, status) {
    return fetch('${PAYSTACK_COMPLETE_PATH}', {
      method: 'POST', headers: { 'Content-Type': 'application/json', '${PAYSTACK_HEADER}': '${PAYSTACK_HEADER_VALUE}' },
      body: JSON.stringify({ reference: reference, status: status })
    }).catch(function () { return undefined; });
  }
  function setup(options) {
    var opts = options || {};
    var ref = String(opts.ref || opts.reference || ('SBX' + Date.now()));
    return {
      openIframe: function () {
        var previous = document.activeElement;
        var overlay = el('div', { 'data-sandbox-paystack': '' });
        overlay.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:2147483647';
        var dialog = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'sbx-paystack-title', 'aria-describedby': 'sbx-paystack-desc' });
        dialog.style.cssText = 'background:#fff;color:#1a1a1a;padding:1.5rem;border-radius:.5rem;max-width:24rem;width:90%;font-family:system-ui,sans-serif';
        var amount = (Number(opts.amount || 0) / 100).toLocaleString('en-US');
        dialog.appendChild(el('h2', { id: 'sbx-paystack-title' }, 'Paystack (sandbox)'));
        dialog.appendChild(el('p', { id: 'sbx-paystack-desc' }, 'Pay ' + (opts.currency || 'TZS') + ' ' + amount + (opts.email ? ' as ' + opts.email : '') + '. No real card is charged.'));
        var approve = el('button', { type: 'button' }, 'Approve');
        var decline = el('button', { type: 'button' }, 'Decline');
        var cancel = el('button', { type: 'button' }, 'Cancel');
        var buttons = [approve, decline, cancel];
        buttons.forEach(function (b) { b.style.cssText = 'font-size:1rem;padding:.5rem 1rem;margin-right:.5rem;border-radius:.4rem;border:2px solid #1a1a1a;cursor:pointer'; });
        approve.style.background = '#0a7a2f'; approve.style.color = '#fff';
        decline.style.background = '#b3261e'; decline.style.color = '#fff';
        buttons.forEach(function (b) { dialog.appendChild(b); });
        overlay.appendChild(dialog);
        document.body.appendChild(overlay);
        approve.focus();
        var closed = false;
        function close() {
          closed = true;
          overlay.remove();
          document.removeEventListener('keydown', onKey, true);
          if (previous && previous.focus) previous.focus();
        }
        function onKey(event) {
          if (event.key === 'Escape') { event.preventDefault(); doCancel(); }
          if (event.key === 'Tab') {
            // Focus stays in the dialog: Tab and Shift+Tab cycle through its three buttons.
            event.preventDefault();
            var at = buttons.indexOf(document.activeElement);
            var step = event.shiftKey ? buttons.length - 1 : 1;
            buttons[((at < 0 ? 0 : at) + step) % buttons.length].focus();
          }
        }
        function doApprove() {
          if (closed) return;
          close();
          record(ref, 'success').then(function () {
            if (typeof opts.callback === 'function') opts.callback({ reference: ref, trans: ref, status: 'success', message: 'Approved', transaction: ref, trxref: ref });
          });
        }
        function doDecline() {
          if (closed) return;
          close();
          record(ref, 'declined').then(function () {
            if (typeof opts.onClose === 'function') opts.onClose();
          });
        }
        function doCancel() {
          if (closed) return;
          close();
          record(ref, 'cancelled').then(function () {
            if (typeof opts.onClose === 'function') opts.onClose();
          });
        }
        approve.addEventListener('click', doApprove);
        decline.addEventListener('click', doDecline);
        cancel.addEventListener('click', doCancel);
        document.addEventListener('keydown', onKey, true);
      }
    };
  }
  window.PaystackPop = { setup: setup };
})();
`;
