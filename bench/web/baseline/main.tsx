/**
 * The baseline of `npm run bench:web`: a one-page app that loads every library the portal relies
 * on (react, react-dom, react-router-dom, @rjsf/core + ajv8, xstate, i18next, ky, jsencrypt) the
 * plain way, eagerly in one bundle, and shows one stock 5-field RJSF form. Each library is really
 * called, so none is tree-shaken away and the bundle is what a naive app would ship.
 */
import { StrictMode, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import i18next from 'i18next';
import ky from 'ky';
import JSEncrypt from 'jsencrypt';
import { createActor, fromPromise, setup } from 'xstate';

void i18next.init({
  lng: 'en',
  initAsync: false,
  resources: {
    en: {
      translation: {
        title: 'Prepaid recharge',
        intro: 'Recharge any Twiga number in a few seconds.',
        submit: 'Recharge',
        sent: 'Recharge sent',
        failed: 'Recharge failed, please try again',
      },
    },
  },
});
const t = i18next.t.bind(i18next);

// A throwaway 1024-bit key: the page encrypts the PIN as the portal does, nothing decrypts it.
const PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQD065VcltqPI7aPgEKd6aqhfi6z
ZMVNn0sT2+7B/5upagPqe45wd3i4OChjBSBarFqVL/DpcALWsa2xz0YAU/aOt9Yw
KD27DXkWMFHQM3s+VWjubVORtWtWcGQKB6nURzL3QdYdcAqPD2Hl7agq5PcLhpIE
b+2RKbYt/lm8SM9hGQIDAQAB
-----END PUBLIC KEY-----`;

const schema: RJSFSchema = {
  type: 'object',
  required: ['msisdn', 'amount', 'pin'],
  properties: {
    fullName: { type: 'string', title: 'Full name', minLength: 3, maxLength: 60 },
    msisdn: { type: 'string', title: 'Mobile number', pattern: '^\\d{9}$' },
    email: { type: 'string', title: 'Email', format: 'email' },
    amount: { type: 'integer', title: 'Amount (TZS)', minimum: 500, maximum: 1000000 },
    pin: { type: 'string', title: 'Wallet PIN', pattern: '^\\d{4}$' },
  },
};
type Recharge = {
  fullName?: string;
  msisdn?: string;
  email?: string;
  amount?: number;
  pin?: string;
};

/** Submit flow: encrypt the PIN (jsencrypt), post it (ky), remember the outcome (xstate). */
const rechargeMachine = setup({
  types: { events: {} as { type: 'submit'; data: Recharge } },
  actors: {
    send: fromPromise(async ({ input }: { input: Recharge }) => {
      const rsa = new JSEncrypt();
      rsa.setPublicKey(PUBLIC_KEY);
      const pin = rsa.encrypt(input.pin ?? '');
      return ky.post('/api/recharge', { json: { ...input, pin }, retry: 0 }).json();
    }),
  },
}).createMachine({
  initial: 'editing',
  states: {
    editing: { on: { submit: 'sending' } },
    sending: {
      invoke: {
        src: 'send',
        input: ({ event }) => (event as { data: Recharge }).data,
        onDone: 'sent',
        onError: 'failed',
      },
    },
    sent: {},
    failed: { on: { submit: 'sending' } },
  },
});
const actor = createActor(rechargeMachine).start();
const subscribe = (notify: () => void) => actor.subscribe(notify).unsubscribe;
const stateValue = () => String(actor.getSnapshot().value);

function RechargePage() {
  const state = useSyncExternalStore(subscribe, stateValue);
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <Form
        schema={schema}
        validator={validator}
        uiSchema={{ 'ui:submitButtonOptions': { submitText: t('submit') } }}
        onSubmit={({ formData }) => actor.send({ type: 'submit', data: formData as Recharge })}
      />
      {state === 'sent' && <p role="status">{t('sent')}</p>}
      {state === 'failed' && <p role="alert">{t('failed')}</p>}
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <RechargePage /> }]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
