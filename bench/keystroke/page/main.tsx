/**
 * The keystroke page: `?side=engine` renders the 40-field package with the portal's engine
 * (SchemaForm, i18next set up as its tests do: the validation-translation namespace only);
 * `?side=stock` renders the same JSON Schema with stock RJSF (@rjsf/core + validator-ajv8,
 * liveValidate on). One side per page load, so neither warms the other's caches.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { SchemaForm } from '../../../src/forms/SchemaForm.tsx';
import { VALIDATION_NAMESPACE } from '../../../src/forms/messages.ts';
import en from '../../../schemas/cms/en/validation-translation.json';
import { form40 } from '../form40.ts';
import { installProbe } from './probe.ts';

installProbe();

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  ns: [VALIDATION_NAMESPACE],
  defaultNS: VALIDATION_NAMESPACE,
  resources: { en: { [VALIDATION_NAMESPACE]: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

const side = new URLSearchParams(location.search).get('side');
const form =
  side === 'stock' ? (
    <Form schema={form40.schema as RJSFSchema} validator={validator} liveValidate />
  ) : (
    <I18nextProvider i18n={i18n}>
      <SchemaForm pkg={form40} onSubmit={() => undefined} submitLabel="Continue" />
    </I18nextProvider>
  );

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
document.title = `Keystroke benchmark: ${side === 'stock' ? 'stock RJSF' : 'engine'}`;
createRoot(container).render(<StrictMode>{form}</StrictMode>);
