/**
 * Portal-service reads and lookups as the portal makes them: config, lines, bundles, postpaid and
 * fixed-internet bills, towns, the contact form (API-10, REC-5, BILL-7, HBB-11, FORM-10).
 */
import type { Scenario } from '../checks.ts';
import { expectSuccess, expectThat } from '../expect.ts';
import { bodyText } from '../exchange.ts';
import { contactForm } from './payloads.ts';
import { amountBounds } from './steps.ts';

const portalConfig: Scenario = {
  id: 'portal-config',
  covers: ['config'],
  async run({ check }) {
    await check('config', 'the portal config gives the prepaid amount bounds', amountBounds);
  },
};

const productConfig: Scenario = {
  id: 'product-config',
  covers: ['productConfig'],
  async run({ check }) {
    await check(
      'productConfig',
      'the product config lists the dual-currency products',
      async (ctx) => {
        const ex = await ctx.call('productConfig');
        const result = expectSuccess<{ dualCurrencyProducts?: unknown }>(ex);
        expectThat(
          Array.isArray(result?.dualCurrencyProducts),
          'result.dualCurrencyProducts (a list)',
          bodyText(result),
          ex,
        );
      },
    );
  },
};

const towns: Scenario = {
  id: 'towns',
  covers: ['towns'],
  async run({ check }) {
    await check('towns', "the town list has the lead's town, feasible", async (ctx) => {
      const ex = await ctx.call('towns');
      const result = expectSuccess<{
        data?: { cityName?: string; hbbLeadFeasibility?: boolean }[];
      }>(ex);
      const town = (result?.data ?? []).find(
        (t) => t.cityName?.toLowerCase() === ctx.config.lead.town.toLowerCase(),
      );
      expectThat(
        town?.hbbLeadFeasibility === true,
        `${ctx.config.lead.town} with hbbLeadFeasibility true`,
        town ? bodyText(town) : 'not listed',
        ex,
      );
    });
  },
};

/** Number validation's data as the recharge page sends it (REC-5). */
export const lineOf = (msisdn: string, checkIfBroadband = false, requestType = '') => ({
  msisdn,
  checkIfBroadband,
  requestType,
});

const numberValidation: Scenario = {
  id: 'number-validation',
  covers: ['validateNumber', 'lineType'],
  async run({ check }) {
    await check('validateNumber', 'the prepaid test line is PREPAID', async (ctx) => {
      const ex = await ctx.call('validateNumber', { data: lineOf(ctx.config.numbers.prepaid) });
      expectThat(expectSuccess(ex) === 'PREPAID', "result 'PREPAID'", bodyText(ex.body), ex);
    });
    await check('validateNumber', 'the postpaid test line is POSTPAID', async (ctx) => {
      const ex = await ctx.call('validateNumber', { data: lineOf(ctx.config.numbers.postpaid) });
      expectThat(expectSuccess(ex) === 'POSTPAID', "result 'POSTPAID'", bodyText(ex.body), ex);
    });
    await check('lineType', 'the line check says PREPAID for the prepaid line', async (ctx) => {
      const ex = await ctx.call('lineType', { data: { msisdn: ctx.config.numbers.prepaid } });
      expectThat(expectSuccess(ex) === 'PREPAID', "result 'PREPAID'", bodyText(ex.body), ex);
    });
  },
};

const bundles: Scenario = {
  id: 'bundles',
  covers: ['bundles'],
  async run({ check }) {
    await check('bundles', "the prepaid catalogue lists the environment's bundle", async (ctx) => {
      const { productCode, price } = ctx.config.bundle;
      const ex = await ctx.call('bundles', {
        data: { msisdn: ctx.config.numbers.prepaid, lineType: 'PREPAID' },
      });
      const list = expectSuccess<{ productCode?: string; amount?: number }[]>(ex);
      const found = Array.isArray(list)
        ? list.find((b) => b.productCode === productCode)
        : undefined;
      expectThat(found !== undefined, `bundle ${productCode} in the list`, 'not listed', ex);
      if (price !== null)
        expectThat(found.amount === price, `its amount ${price}`, String(found.amount), ex);
    });
  },
};

const postpaidAccount: Scenario = {
  id: 'postpaid-account',
  covers: ['validateAccount', 'bill'],
  async run({ check }) {
    await check(
      'validateAccount',
      "the postpaid line's own account number is valid",
      async (ctx) => {
        const { postpaid, postpaidAccount } = ctx.config.numbers;
        expectSuccess(
          await ctx.call('validateAccount', {
            data: { msisdn: postpaid, accountNo: postpaidAccount },
          }),
        );
      },
    );
    await check('bill', 'the bill by account number has a total outstanding', async (ctx) => {
      const { postpaid, postpaidAccount } = ctx.config.numbers;
      const ex = await ctx.call('bill', { data: { msisdn: postpaid, accountNo: postpaidAccount } });
      const result = expectSuccess<{ totalOutstanding?: unknown }>(ex);
      expectThat(
        typeof result?.totalOutstanding === 'number',
        'a numeric result.totalOutstanding',
        bodyText(result),
        ex,
      );
    });
  },
};

const fixedInternet: Scenario = {
  id: 'fixed-internet',
  covers: ['openInvoices'],
  async run({ check }) {
    await check('openInvoices', "the fixed-internet account's open invoices", async (ctx) => {
      const { account, email } = ctx.config.fixedInternet;
      const ex = await ctx.call('openInvoices', {
        data: { accountNo: account, contactPersonEmailId: email },
      });
      const result = expectSuccess<{ response?: { invoices?: unknown[] } }>(ex);
      const invoices = result?.response?.invoices;
      expectThat(
        Array.isArray(invoices) && invoices.length > 0,
        'at least one invoice in result.response.invoices',
        bodyText(result),
        ex,
      );
    });
  },
};

const contact: Scenario = {
  id: 'contact-form',
  covers: ['formSave'],
  async run({ check }) {
    await check('formSave', 'a contact message is saved with a reference', async (ctx) => {
      const ex = await ctx.call('formSave', { data: contactForm(ctx.config) });
      const result = expectSuccess<{ referenceId?: unknown }>(ex);
      expectThat(
        typeof result?.referenceId === 'string' && result.referenceId !== '',
        'result.referenceId',
        bodyText(result),
        ex,
      );
    });
  },
};

export const portalScenarios: readonly Scenario[] = [
  portalConfig,
  productConfig,
  towns,
  numberValidation,
  bundles,
  postpaidAccount,
  fixedInternet,
  contact,
];
