/**
 * Server-side rules of form/v2/save per form type: the same limits as the CMS packages
 * get-contact-form-schema and get-feedback-form-schema, checked again because a browser can send
 * anything. Each problem names its field, so a 400 says what to fix.
 */
import type { FormType } from '../../src/api/wire.ts';
import { nationalNumber } from './msisdn.ts';

type Rule = (value: unknown) => string | undefined;

const NAME = /^[A-Za-z][A-Za-z .'-]*$/;
const EMAIL = /^[A-Za-z0-9._]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** The subjects the contact form offers (values of its select; labels are translated). */
export const CONTACT_SUBJECTS = [
  'GENERAL',
  'RECHARGE_PAYMENT',
  'BILL',
  'HOME_BROADBAND',
  'MOBILE_MONEY',
  'COMPLAINT',
] as const;
/** The ratings of the service-experience form, best first. */
export const RATINGS = ['5', '4', '3', '2', '1'] as const;

const isBlank = (v: unknown) => v === undefined || v === null || v === '';
const asText = (v: unknown) => (typeof v === 'string' ? v.trim() : undefined);

const required =
  (rule: Rule): Rule =>
  (v) =>
    isBlank(v) ? 'is required' : rule(v);
const optional =
  (rule: Rule): Rule =>
  (v) =>
    isBlank(v) ? undefined : rule(v);

const fullName: Rule = (v) => {
  const s = asText(v);
  return s && s.length >= 3 && s.length <= 60 && NAME.test(s)
    ? undefined
    : 'Please enter a valid name';
};
const mobile: Rule = (v) =>
  typeof v === 'string' && /^\d{9}$/.test(v) && nationalNumber(v) ? undefined : 'Invalid Mobile No';
const email: Rule = (v) => {
  const s = asText(v);
  return s && s.length <= 100 && EMAIL.test(s) ? undefined : 'Please enter valid email';
};
const oneOf =
  (values: readonly string[]): Rule =>
  (v) =>
    typeof v === 'string' && values.includes(v) ? undefined : `must be one of ${values.join(', ')}`;
const textBetween =
  (min: number, max: number): Rule =>
  (v) => {
    const s = asText(v);
    if (s === undefined) return 'must be text';
    if (s.length < min) return `must be at least ${min} characters`;
    return s.length > max ? `must be at most ${max} characters` : undefined;
  };

const RULES: Record<FormType, Record<string, Rule>> = {
  CONTACT_US: {
    fullName: required(fullName),
    contactNumber: required(mobile),
    email: optional(email),
    subject: required(oneOf(CONTACT_SUBJECTS)),
    message: required(textBetween(10, 1000)),
  },
  SERVICE_EXPERIENCE: {
    rating: required(oneOf(RATINGS)),
    comment: optional(textBetween(0, 1000)),
    contactNumber: optional(mobile),
  },
};

/** Every problem of one form's data as `field: problem` (none means it can be stored). */
export function formProblems(formType: FormType, formData: Record<string, unknown>): string[] {
  const rules = RULES[formType];
  const problems = Object.keys(formData)
    .filter((name) => !(name in rules))
    .map((name) => `${name}: is not a field of ${formType}`);
  for (const [name, rule] of Object.entries(rules)) {
    const problem = rule(formData[name]);
    if (problem) problems.push(`${name}: ${problem}`);
  }
  return problems;
}
