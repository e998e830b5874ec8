/**
 * Steps several scenarios share: the portal config's amount bounds, a bundle's catalogue price,
 * the card gateway the service offers, a verified payment OTP. Each step checks what it reads, so
 * a scenario never builds on an answer it did not look at.
 */
import { CheckFailure, type CheckContext } from '../checks.ts';
import { expectSuccess, expectThat, textField } from '../expect.ts';
import { bodyText } from '../exchange.ts';

export interface AmountBounds {
  preMinAmnt: number;
  preMaxAmnt: number;
}

/** The prepaid amount bounds of resource/v1/config (read once per run). */
export function amountBounds(ctx: CheckContext): Promise<AmountBounds> {
  return ctx.memo('portal-config', async () => {
    const ex = await ctx.call('config', { query: { code: 'PORTAL' } });
    const result = expectSuccess<Partial<AmountBounds>>(ex);
    const { preMinAmnt, preMaxAmnt } = result ?? {};
    expectThat(
      typeof preMinAmnt === 'number' && typeof preMaxAmnt === 'number' && preMinAmnt < preMaxAmnt,
      'numeric preMinAmnt below preMaxAmnt',
      bodyText(result),
      ex,
    );
    return { preMinAmnt, preMaxAmnt };
  });
}

/** The environment's bundle and its catalogue price (the file's, else product/v1/bundle's). */
export function bundlePrice(ctx: CheckContext): Promise<{ productCode: string; price: number }> {
  const { productCode, price } = ctx.config.bundle;
  if (price !== null) return Promise.resolve({ productCode, price });
  return ctx.memo('bundle-price', async () => {
    const msisdn = ctx.config.numbers.prepaid;
    const ex = await ctx.call('bundles', { data: { msisdn, lineType: 'PREPAID' } });
    const bundles = expectSuccess<unknown>(ex);
    const found = Array.isArray(bundles)
      ? (bundles as { productCode?: unknown; amount?: unknown }[]).find(
          (b) => b.productCode === productCode,
        )
      : undefined;
    if (!found || typeof found.amount !== 'number')
      throw new CheckFailure(
        `bundle ${productCode} with a numeric amount in the catalogue`,
        'none',
        ex,
      );
    return { productCode, price: found.amount };
  });
}

/** The name of the first card (PG) option the service offers, e.g. 'Paystack'. */
export function cardGateway(ctx: CheckContext): Promise<string> {
  return ctx.memo('card-gateway', async () => {
    const ex = await ctx.call('paymentOptions', {
      data: {
        amount: (await amountBounds(ctx)).preMinAmnt,
        mobileNumber: ctx.config.numbers.prepaid,
        subscriberType: 'PREPAID',
        rechargeType: 'PREPAID_RECHARGE',
        transactionType: 'PREPAID_RECHARGE',
      },
    });
    const result = expectSuccess<{ paymentOption?: { name?: unknown; type?: unknown }[] }>(ex);
    const card = (result?.paymentOption ?? []).find((o) => o.type === 'PG');
    if (typeof card?.name !== 'string')
      throw new CheckFailure('a payment option of type PG (card)', 'none', ex);
    return card.name;
  });
}

export interface PaymentToken {
  /** `Authorization` header value: `<tokenType> <accessToken>`. */
  authorization: string;
  uniqueCode: string;
}

/** optimus/otp/send to `msisdn`: the session's refId. */
export async function sendPaymentOtp(ctx: CheckContext, msisdn: string): Promise<string> {
  const ex = await ctx.call('paymentOtpSend', { data: { msisdn } });
  return textField(ex, expectSuccess(ex), 'refId');
}

/** optimus/otp/verify of `refId` with the environment's always-right code: the token. */
export async function verifyPaymentOtp(ctx: CheckContext, refId: string): Promise<PaymentToken> {
  const ex = await ctx.call('paymentOtpVerify', {
    data: { refId, otp: ctx.config.otp.correctCode },
  });
  const result = expectSuccess(ex);
  const tokenType = textField(ex, result, 'tokenType');
  const accessToken = textField(ex, result, 'accessToken');
  return {
    authorization: `${tokenType} ${accessToken}`,
    uniqueCode: textField(ex, result, 'uniqueCode'),
  };
}

/** A payment OTP sent to `msisdn` and verified. */
export async function paymentToken(ctx: CheckContext, msisdn: string): Promise<PaymentToken> {
  return verifyPaymentOtp(ctx, await sendPaymentOtp(ctx, msisdn));
}
