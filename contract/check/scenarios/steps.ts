/**
 * Steps several scenarios share: the portal config's amount bounds, a bundle's catalogue price,
 * the card gateway the service offers, a verified payment OTP. Each step checks what it reads, so
 * a scenario never builds on an answer it did not look at.
 */
import { constants, publicEncrypt } from 'node:crypto';
import { CheckFailure, type CheckContext } from '../checks.ts';
import { expectSuccess, expectThat, textField } from '../expect.ts';
import { bodyText, type Exchange } from '../exchange.ts';

/** What the run reads from resource/v1/config (API-10). */
export interface PortalSettings {
  preMinAmnt: number;
  preMaxAmnt: number;
  enableAmPin: boolean;
}

/** The portal config's prepaid bounds and PIN switch (read once per run). */
export function portalSettings(ctx: CheckContext): Promise<PortalSettings> {
  return ctx.memo('portal-config', async () => {
    const ex = await ctx.call('config', { query: { code: 'PORTAL' } });
    const result = expectSuccess<Partial<PortalSettings>>(ex);
    const { preMinAmnt, preMaxAmnt, enableAmPin } = result ?? {};
    expectThat(
      typeof preMinAmnt === 'number' && typeof preMaxAmnt === 'number' && preMinAmnt < preMaxAmnt,
      'numeric preMinAmnt below preMaxAmnt',
      bodyText(result),
      ex,
    );
    return { preMinAmnt, preMaxAmnt, enableAmPin: enableAmPin === true };
  });
}

/** The portal config's prepaid amount bounds. */
export const amountBounds = portalSettings;

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

interface PaymentOption {
  name?: unknown;
  type?: unknown;
  code?: unknown;
}

/** The payment options offered for a minimum prepaid recharge (read once per run). */
function paymentOptions(ctx: CheckContext): Promise<{ options: PaymentOption[]; ex: Exchange }> {
  return ctx.memo('payment-options', async () => {
    const ex = await ctx.call('paymentOptions', {
      data: {
        amount: (await amountBounds(ctx)).preMinAmnt,
        mobileNumber: ctx.config.numbers.prepaid,
        subscriberType: 'PREPAID',
        rechargeType: 'PREPAID_RECHARGE',
        transactionType: 'PREPAID_RECHARGE',
      },
    });
    const result = expectSuccess<{ paymentOption?: PaymentOption[] }>(ex);
    return { options: result?.paymentOption ?? [], ex };
  });
}

/** The name of the first card (PG) option the service offers, e.g. 'Paystack'. */
export async function cardGateway(ctx: CheckContext): Promise<string> {
  const { options, ex } = await paymentOptions(ctx);
  const card = options.find((o) => o.type === 'PG');
  if (typeof card?.name !== 'string')
    throw new CheckFailure('a payment option of type PG (card)', 'none', ex);
  return card.name;
}

/** The payment mode of the mobile-money option (type AM), e.g. 'TWIGA_MONEY'. */
export async function walletMode(ctx: CheckContext): Promise<string> {
  const { options, ex } = await paymentOptions(ctx);
  const wallet = options.find((o) => o.type === 'AM');
  if (typeof wallet?.code !== 'string')
    throw new CheckFailure('a payment option of type AM (mobile money) with a code', 'none', ex);
  return wallet.code;
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

/**
 * A PIN encrypted as the portal encrypts it (PAY-9): RSA with the deployment's public key from
 * its /config.json (`rsaPublicKey`), OAEP-SHA256 or PKCS#1 v1.5 as `pinPadding` says, base64.
 */
export async function encryptedPin(ctx: CheckContext, pin: string): Promise<string> {
  const key = await ctx.memo('pin-key', async () => {
    const response = await fetch(`${ctx.base}/config.json`, {
      signal: AbortSignal.timeout(ctx.config.timeoutMs),
    });
    const json = (await response.json().catch(() => ({}))) as {
      rsaPublicKey?: unknown;
      pinPadding?: unknown;
    };
    if (typeof json.rsaPublicKey !== 'string' || json.rsaPublicKey === '')
      throw new CheckFailure(
        `rsaPublicKey in ${ctx.base}/config.json`,
        `HTTP ${response.status} without one`,
      );
    return { pem: json.rsaPublicKey, pkcs1: json.pinPadding === 'pkcs1' };
  });
  return publicEncrypt(
    key.pkcs1
      ? { key: key.pem, padding: constants.RSA_PKCS1_PADDING }
      : { key: key.pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(pin),
  ).toString('base64');
}

/**
 * A verified payment OTP of the second prepaid line, sent once per run: the "another line's
 * token" of the token and balance rules (it pays nothing itself).
 */
export function otherLineToken(ctx: CheckContext): Promise<PaymentToken> {
  return ctx.memo('other-line-token', () => paymentToken(ctx, ctx.config.numbers.otherPrepaid));
}
