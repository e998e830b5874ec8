import { describe, expect, it } from 'vitest';
import { CONTACT_FORM, FEEDBACK_FORM } from '../../src/features/contact/forms.ts';
import { sampleContactFormData } from '../../src/features/contact/testing/sampleContactForm.ts';
import { FORM_PACKAGES } from '../routes/portal/formSave.ts';
import type { StoredForm } from '../store/formSubmissions.ts';
import { sandboxForFile } from './harness.ts';

const h = sandboxForFile();

const contact = {
  formType: 'CONTACT_US',
  language: 'en',
  channel: 'WEBPORTAL',
  formData: sampleContactFormData,
};

const stored = async () => (await h.control('/__sandbox/forms', 'GET')).body.result as StoredForm[];

describe('form/v2/save', () => {
  // FORM-10
  it('stores a contact form and answers with a reference and the thank-you', async () => {
    const answer = await h.call('formSave', { data: contact });
    expect(answer.http).toBe(200);
    expect(answer.body).toMatchObject({
      statusCode: 200,
      status: 'success',
      message: 'Thank you for contacting us. We will get back to you soon.',
      result: { formType: 'CONTACT_US' },
    });
    const { referenceId } = answer.body.result as { referenceId: string };
    expect(referenceId).toMatch(/^FRM[0-9A-F]{12}$/);
    expect(await stored()).toEqual([
      {
        referenceId,
        formType: 'CONTACT_US',
        language: 'en',
        channel: 'WEBPORTAL',
        formData: contact.formData,
        createdAt: expect.any(String) as string,
      },
    ]);
  });

  it('stores a service-experience rating with an optional comment, in Swahili', async () => {
    const answer = await h.call('formSave', {
      data: {
        formType: 'SERVICE_EXPERIENCE',
        language: 'sw',
        channel: 'WEBPORTAL',
        formData: { rating: '4' },
      },
    });
    expect(answer.body).toMatchObject({ statusCode: 200, message: 'Thank you for your feedback.' });
    expect(await stored()).toMatchObject([
      { formType: 'SERVICE_EXPERIENCE', language: 'sw', formData: { rating: '4' } },
    ]);
  });

  it('checks each form type with the package its page renders', () => {
    expect(FORM_PACKAGES).toEqual({
      CONTACT_US: CONTACT_FORM.packageName,
      SERVICE_EXPERIENCE: FEEDBACK_FORM.packageName,
    });
    expect(FORM_PACKAGES).toEqual({
      CONTACT_US: 'get-contact-form-schema',
      SERVICE_EXPERIENCE: 'get-feedback-form-schema',
    });
  });

  // The messages are get-contact-form-schema's: its errorMessage for a pattern, else the limit.
  it.each([
    [{ contactNumber: '719' }, 'contactNumber: Invalid Mobile No'],
    [{ contactNumber: '812000001' }, 'contactNumber: Invalid Mobile No'],
    [{ contactNumber: 712000001 }, 'contactNumber: must be of type string'],
    [{ fullName: 'A1' }, 'fullName: must be at least 3 characters'],
    [{ fullName: 'Asha <b>Juma</b>' }, 'fullName: Please enter a valid name'],
    [{ email: 'asha@' }, 'email: Please enter valid email'],
    [
      { subject: 'PRIZES' },
      'subject: must be one of GENERAL, RECHARGE_PAYMENT, BILL, HOME_BROADBAND, MOBILE_MONEY, COMPLAINT',
    ],
    [{ message: 'Hi' }, 'message: must be at least 10 characters'],
    [{ message: 'x'.repeat(1001) }, 'message: must be at most 1000 characters'],
    [{ message: '' }, 'message: is required'],
    [{ extra: 'x' }, 'extra: is not a field of get-contact-form-schema'],
  ])(
    'a contact form with %o is refused with HTTP 400 "%s" and not stored',
    async (change, message) => {
      const answer = await h.call('formSave', {
        data: { ...contact, formData: { ...contact.formData, ...change } },
      });
      expect(answer.http).toBe(400);
      expect(answer.body).toMatchObject({ statusCode: 400, status: 'failure', message });
      expect(await stored()).toEqual([]);
    },
  );

  it('takes an empty optional field as not filled in', async () => {
    const answer = await h.call('formSave', {
      data: { ...contact, formData: { ...contact.formData, email: '' } },
    });
    expect(answer.http).toBe(200);
  });

  it('lists every problem of a form at once, in the form order', async () => {
    const answer = await h.call('formSave', {
      data: { ...contact, formData: { fullName: 'Asha Juma', nickname: 'AJ' } },
    });
    expect(answer.body.message).toBe(
      'contactNumber: is required; subject: is required; message: is required; nickname: is not a field of get-contact-form-schema',
    );
  });

  it('refuses an unknown form type, a missing formData and a rating out of 1 to 5', async () => {
    const unknown = await h.call('formSave', {
      data: { ...contact, formType: 'SURVEY' },
      offContract: 'a form type the contract does not list, to see the 400',
    });
    expect([unknown.http, unknown.body.message]).toEqual([
      400,
      'formType: must be one of CONTACT_US, SERVICE_EXPERIENCE',
    ]);
    const missing = await h.call('formSave', {
      data: { formType: 'CONTACT_US' },
      offContract: 'no formData, to see the 400',
    });
    expect([missing.http, missing.body.message]).toEqual([
      400,
      'formData: must be an object of fields',
    ]);
    const rating = await h.call('formSave', {
      data: { formType: 'SERVICE_EXPERIENCE', formData: { rating: '6' } },
    });
    expect([rating.http, rating.body.message]).toEqual([
      400,
      'rating: must be one of 5, 4, 3, 2, 1',
    ]);
  });

  it('a reset empties the saved forms', async () => {
    await h.call('formSave', { data: contact });
    await h.control('/__sandbox/reset', 'POST');
    expect(await stored()).toEqual([]);
  });
});
