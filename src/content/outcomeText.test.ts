import { describe, expect, it } from 'vitest';
import type { Resource } from 'i18next';
import enBroadband from '../../schemas/cms/en/broadband-translation.json' with { type: 'json' };
import enHbb from '../../schemas/cms/en/hbb-translation.json' with { type: 'json' };
import enPayment from '../../schemas/cms/en/payment-methods-translation.json' with { type: 'json' };
import enRecharge from '../../schemas/cms/en/recharge-translation.json' with { type: 'json' };
import enValidation from '../../schemas/cms/en/validation-translation.json' with { type: 'json' };
import swBroadband from '../../schemas/cms/sw/broadband-translation.json' with { type: 'json' };
import swHbb from '../../schemas/cms/sw/hbb-translation.json' with { type: 'json' };
import swPayment from '../../schemas/cms/sw/payment-methods-translation.json' with { type: 'json' };
import swRecharge from '../../schemas/cms/sw/recharge-translation.json' with { type: 'json' };
import swValidation from '../../schemas/cms/sw/validation-translation.json' with { type: 'json' };
import {
  outcomeText,
  showsAttemptsLeft,
  type OutcomeContextName,
  type OutcomeTranslate,
} from './outcomeText.ts';
import { createTestI18n } from './testing/contentKit.ts';

const packages: Resource = {
  en: {
    'broadband-translation': enBroadband,
    'hbb-translation': enHbb,
    'payment-methods-translation': enPayment,
    'recharge-translation': enRecharge,
    'validation-translation': enValidation,
  },
  sw: {
    'broadband-translation': swBroadband,
    'hbb-translation': swHbb,
    'payment-methods-translation': swPayment,
    'recharge-translation': swRecharge,
    'validation-translation': swValidation,
  },
};

const translator = (lng: 'en' | 'sw', resources: Resource = packages) =>
  createTestI18n(resources, lng).t as unknown as OutcomeTranslate;

const SERVER = 'Text from the server';

/** The spec's English (OTP-4 to OTP-8, PIN-3, PIN-4, WAL-11, WAL-16). */
const WRONG_OTP = 'Please enter correct OTP';
const WRONG_PIN = 'Please enter correct PIN';
const EXHAUSTED = 'Maximum attempts exhausted.';
const LIMIT = 'max limit exhausted, please try after sometime.';
const GENERIC = 'Something Went Wrong!';
const INSUFFICIENT =
  "Looks like you don't have sufficient balance. Recharge airtime or try different payment method";

/** [context, code, English, Swahili] of every code a context words. */
const WORDED: [OutcomeContextName, string, string, string][] = [
  ['payment', '2003', WRONG_OTP, 'Tafadhali weka OTP sahihi'],
  ['payment', '2002', EXHAUSTED, 'Majaribio yote yamekwisha.'],
  ['payment', '1004', WRONG_PIN, 'Tafadhali weka PIN sahihi'],
  ['payment', '56D005', WRONG_PIN, 'Tafadhali weka PIN sahihi'],
  [
    'payment',
    'insufficientBalance',
    INSUFFICIENT,
    'Inaonekana huna salio la kutosha. Ongeza salio la muda wa maongezi au jaribu njia nyingine ya malipo',
  ],
  ['payment', '502', LIMIT, 'Kikomo kimefikiwa, tafadhali jaribu tena baadaye.'],
  ['payment', 'timeout', GENERIC, 'Kuna hitilafu imetokea!'],
  ['lead', '2003', WRONG_OTP, 'Tafadhali weka OTP sahihi'],
  ['lead', '2002', EXHAUSTED, 'Umemaliza majaribio yote.'],
  ['lead', 'invalidMobile', 'Invalid Mobile No', 'Namba ya simu si sahihi'],
  ['lead', '502', LIMIT, 'Umefikia kikomo, tafadhali jaribu tena baadaye.'],
  ['lead', 'generic', GENERIC, 'Hitilafu Imetokea!'],
  ['billOtp', '2003', WRONG_OTP, 'Tafadhali weka OTP sahihi'],
  ['billOtp', '2002', EXHAUSTED, 'Majaribio yote yametumika.'],
  ['billOtp', '4001', GENERIC, 'Hitilafu imetokea!'],
  ['broadbandOtp', '2003', WRONG_OTP, 'Tafadhali weka OTP sahihi'],
  ['broadbandOtp', '2002', EXHAUSTED, 'Umemaliza majaribio yote.'],
  ['broadbandOtp', '400', GENERIC, 'Hitilafu imetokea!'],
  ['balance', '502', LIMIT, 'Kikomo cha kutuma kimefikiwa, tafadhali jaribu tena baada ya muda.'],
  ['balance', '2002', EXHAUSTED, 'Umemaliza majaribio yote.'],
  ['balance', 'generic', GENERIC, 'Hitilafu imetokea!'],
];

describe('outcomeText', () => {
  it.each(WORDED)('%s %s: says "%s" in English', (context, code, english) => {
    expect(outcomeText(translator('en'), context, { code })).toBe(english);
  });

  it.each(WORDED)('%s %s: says it in Swahili too', (context, code, _english, swahili) => {
    expect(outcomeText(translator('sw'), context, { code })).toBe(swahili);
  });

  it.each(WORDED)(
    '%s %s: keeps the English words when no package has arrived',
    (context, code, english) => {
      expect(outcomeText(translator('en', {}), context, { code })).toBe(english);
    },
  );

  // OTP-6, OTP-7, ERR-3
  it('prefers the server message, except for the codes the portal words itself', () => {
    const en = translator('en');
    // 4001 / 400: the server's message (OTP-6, OTP-7).
    expect(outcomeText(en, 'payment', { code: '4001', message: SERVER })).toBe(SERVER);
    expect(outcomeText(en, 'billOtp', { code: '400', message: SERVER })).toBe(SERVER);
    // 502: the server text, else the spec's.
    expect(outcomeText(en, 'lead', { code: '502', message: SERVER })).toBe(SERVER);
    expect(outcomeText(en, 'balance', { code: '502', message: SERVER })).toBe(SERVER);
    // Wrong code, wrong PIN and a bad number are always the portal's words.
    expect(outcomeText(en, 'payment', { code: '1004', message: SERVER })).toBe(WRONG_PIN);
    expect(outcomeText(en, 'broadbandOtp', { code: '2003', message: SERVER })).toBe(WRONG_OTP);
    expect(outcomeText(en, 'lead', { code: 'invalidMobile', message: SERVER })).toBe(
      'Invalid Mobile No',
    );
  });

  // OTP-4
  it('shows the attempts left with the wrong-code message only', () => {
    expect(showsAttemptsLeft({ code: '2003' })).toBe(true);
    expect(showsAttemptsLeft({ code: '2002' })).toBe(false);
    expect(showsAttemptsLeft(null)).toBe(false);
  });
});
