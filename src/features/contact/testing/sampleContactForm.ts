/**
 * A contact-us message as a person types it and as form/v2/save stores it (`subject` is the code
 * of 'Postpaid or fixed-internet bill'): the e2e test types it, the sandbox test sends it. Pure
 * data, so node (sandbox, e2e) and jsdom can both import it.
 */
export const sampleContactFormData = {
  fullName: 'Asha Juma',
  contactNumber: '712000001',
  email: 'asha@example.co.tz',
  subject: 'BILL',
  message: 'My bill shows a charge I do not recognise.',
};
