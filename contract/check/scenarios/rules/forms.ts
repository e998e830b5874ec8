/**
 * What the services refuse in a lead and a saved form (HBB-15, FORM-18): every field is checked
 * with the live CMS package of its page, and a broken one is HTTP 400 naming it, nothing stored.
 */
import type { Scenario } from '../../checks.ts';
import { expectRefused, expectThat } from '../../expect.ts';
import { envelopeOf } from '../../exchange.ts';
import { contactForm, lead } from '../payloads.ts';

/** A plan as the lead carries it; its shape is what the rule checks, not its price. */
const PLAN = { productCode: 'CHECK_PLAN', amount: 1, currency: 'TZS', description: 'Check' };

const leadFieldsRule: Scenario = {
  id: 'rule-lead-fields',
  covers: ['lead-fields'],
  async run({ check }) {
    const rule = 'lead-fields';
    await check(
      rule,
      'a lead whose e-mail is no e-mail address is refused, naming it',
      async (ctx) => {
        const data = { ...lead(ctx.config, PLAN, 'CHECK'), email: 'not-an-email' };
        const ex = await ctx.call('submitLead', { data, deliberate: true });
        expectRefused(ex, ctx.rule(rule), { http: 400 });
        const message = envelopeOf(ex).message ?? '';
        expectThat(
          message.includes('email'),
          'a message naming email',
          JSON.stringify(message),
          ex,
        );
      },
    );
  },
};

const formFieldsRule: Scenario = {
  id: 'rule-form-fields',
  covers: ['form-fields'],
  async run({ check }) {
    const rule = 'form-fields';
    await check(rule, 'a form type the service does not have is refused', async (ctx) => {
      const data = { ...contactForm(ctx.config), formType: 'COMPLAINT_BOX' };
      expectRefused(await ctx.call('formSave', { data, deliberate: true }), ctx.rule(rule), {
        http: 400,
      });
    });
    await check(
      rule,
      'a contact number that is no mobile number is refused, naming it',
      async (ctx) => {
        const form = contactForm(ctx.config);
        const data = {
          ...form,
          formData: { ...(form.formData as object), contactNumber: '719' },
        };
        const ex = await ctx.call('formSave', { data, deliberate: true });
        expectRefused(ex, ctx.rule(rule), { http: 400 });
        const message = envelopeOf(ex).message ?? '';
        expectThat(
          message.includes('contactNumber'),
          'a message naming contactNumber',
          JSON.stringify(message),
          ex,
        );
      },
    );
  },
};

export const formRules: readonly Scenario[] = [leadFieldsRule, formFieldsRule];
