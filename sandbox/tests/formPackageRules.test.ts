/**
 * The server's form rules are the CMS packages as served now: an editor's change to a package is
 * the rule at the next submission, with no release (docs/sandbox.md, "Form fields: the CMS package
 * is the server's rule too"). Each test edits a private copy of schemas/.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleContactFormData } from '../../src/features/contact/testing/sampleContactForm.ts';
import type { FieldListSchema } from '../../src/forms/fieldListAdapter.ts';
import { sandboxForFile } from './harness.ts';
import { sampleLead } from './sampleLead.ts';

const schemasDir = mkdtempSync(join(tmpdir(), 'sandbox-form-rules-'));
const h = sandboxForFile({ schemasDir });

const packagePath = (name: string) => join(schemasDir, 'cms', 'en', `${name}.json`);
/** An editor's change to one EN field-list package. */
function edit(name: string, change: (list: FieldListSchema) => void) {
  const list = JSON.parse(readFileSync(packagePath(name), 'utf8')) as FieldListSchema;
  change(list);
  writeFileSync(packagePath(name), JSON.stringify(list));
}

beforeEach(() => {
  cpSync(join(import.meta.dirname, '../../schemas'), schemasDir, { recursive: true });
});

const contact = (formData: Record<string, unknown>) =>
  h.call('formSave', {
    data: { formType: 'CONTACT_US', language: 'en', channel: 'WEBPORTAL', formData },
  });

const lead = (extra: Record<string, unknown> = {}) =>
  h.call('submitLead', { data: { ...sampleLead, ...extra } });

describe('an editor’s change to a form package is the server’s rule at once', () => {
  it('a field an editor adds to the contact form is refused before and stored after', async () => {
    const withTime = { ...sampleContactFormData, preferredTime: 'Mornings' };
    expect((await contact(withTime)).body.message).toBe(
      'preferredTime: is not a field of get-contact-form-schema',
    );
    edit('get-contact-form-schema', (list) => {
      list.fields.push({ name: 'preferredTime', label: 'Best time to call', type: 'text' });
    });
    const answer = await contact(withTime);
    expect(answer.http).toBe(200);
    expect(answer.body.status).toBe('success');
  });

  it('a limit an editor raises refuses what it allowed before', async () => {
    const short = { ...sampleContactFormData, message: 'Bill is wrong here' };
    expect((await contact(short)).http).toBe(200);
    edit('get-contact-form-schema', (list) => {
      const message = list.fields.find((field) => field.name === 'message');
      if (message) message.minLength = 20;
    });
    const answer = await contact(short);
    expect([answer.http, answer.body.message]).toEqual([
      400,
      'message: must be at least 20 characters',
    ]);
  });

  it('a required field an editor adds to the lead form is required on the lead', async () => {
    edit('get-form-schema', (list) => {
      list.fields.push({
        name: 'alternateNumber',
        label: 'Alternate Number',
        type: 'tel',
        required: true,
        pattern: '^\\d{9}$',
        errorMessage: 'Invalid Mobile No',
        countryCode: '255',
      });
    });
    expect((await lead()).body.message).toBe('alternateNumber: is required');
    expect((await lead({ alternateNumber: '71' })).body.message).toBe(
      'alternateNumber: Invalid Mobile No',
    );
    const answer = await lead({ alternateNumber: '713000001' });
    expect(answer.body.result).toMatchObject({ feasibility: true, city: 'Dar es Salaam' });
  });

  it('a package that cannot be read stops the form with HTTP 503, and nothing is stored', async () => {
    writeFileSync(packagePath('get-feedback-form-schema'), '{"fields": ');
    const answer = await h.call('formSave', {
      data: { formType: 'SERVICE_EXPERIENCE', language: 'en', formData: { rating: '5' } },
    });
    expect(answer.http).toBe(503);
    expect(answer.body).toEqual({
      statusCode: 503,
      status: 'failure',
      message: 'Form rules unavailable: the form package get-feedback-form-schema cannot be read',
    });
    expect((await h.control('/__sandbox/forms', 'GET')).body.result).toEqual([]);
  });
});
