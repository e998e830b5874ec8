/**
 * The fields of a submitted lead (HBB-11, HBB-15) checked with the CMS packages
 * of the lead page's forms: the customer details (get-form-schema) and the map picker's
 * coordinates (form-hbb-coordinates). The lead's wire names differ from the forms' field names
 * (the town travels as address.city, the installation address as address.street1), so each form
 * field is read from its wire place here and every problem is named by that wire place. The
 * fields the portal adds itself (feasibility, source, uniqueCode, lineType, address.type and
 * country, plan) have no form: their shape is the wire's, below.
 */
import type { FormPackage } from '../../src/forms/formPackage.ts';
import { checkFields, schemaErrors, type FieldProblem } from './formFields.ts';
import type { DatabaseSync } from 'node:sqlite';
import { readFormPackage } from './formPackage.ts';

type Data = Record<string, unknown>;

/** One lead form: its package and where each of its fields travels in the lead. */
interface LeadForm {
  name: string;
  /** Form field -> wire path ('address.city'); a field not listed travels under its own name. */
  wire: Record<string, string>;
  /** Whether fields an editor adds to the package travel at the lead's top level. */
  takesExtraFields: boolean;
  /** The form holds as text what the lead carries as numbers (the typed coordinates). */
  numbersAsText: boolean;
}

/** The lead page's forms, details first (docs/sandbox.md). */
export const LEAD_FORMS: readonly LeadForm[] = [
  {
    name: 'get-form-schema',
    wire: {
      fullName: 'fullName',
      contactNumber: 'contactNumber',
      email: 'email',
      town: 'address.city',
      installationAddress: 'address.street1',
      landmark: 'address.landmark',
      consent: 'consent',
    },
    takesExtraFields: true,
    numbersAsText: false,
  },
  {
    name: 'form-hbb-coordinates',
    wire: { lat: 'address.lat', lng: 'address.lng' },
    takesExtraFields: false,
    numbersAsText: true,
  },
];

/** The fields the portal adds (no form has them), with the shape the lead gives them. */
const WIRE_SCHEMA = {
  type: 'object',
  required: ['address', 'plan'],
  properties: {
    feasibility: { type: 'boolean' },
    source: { type: 'string', maxLength: 40 },
    uniqueCode: { type: 'string', maxLength: 100 },
    lineType: { type: 'string', maxLength: 40 },
    address: {
      type: 'object',
      properties: {
        type: { type: 'string', maxLength: 40 },
        country: { type: 'string', maxLength: 60 },
        lat: { type: 'number' },
        lng: { type: 'number' },
      },
    },
    plan: {
      type: 'object',
      properties: {
        code: { type: 'string', maxLength: 60 },
        amount: { type: 'number' },
        currency: { type: 'string', maxLength: 3 },
        description: { type: 'string', maxLength: 200 },
      },
    },
  },
} as const;

/** The names each nested object of the lead may hold. */
const NESTED: Record<'address' | 'plan', readonly string[]> = {
  address: ['type', 'landmark', 'lat', 'lng', 'city', 'street1', 'country'],
  plan: ['code', 'amount', 'currency', 'description'],
};
const WIRE_TOP = new Set([
  ...Object.keys(WIRE_SCHEMA.properties),
  ...LEAD_FORMS.flatMap((form) => Object.values(form.wire).filter((path) => !path.includes('.'))),
]);

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const at = (lead: Data, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (isObject(value) ? value[key] : undefined), lead);

/** The lead's own shape: types of the portal's fields, and no names a lead does not have. */
function wireProblems(lead: Data): FieldProblem[] {
  const problems: FieldProblem[] = schemaErrors(WIRE_SCHEMA, lead).map((error) => {
    const path = error.instancePath.split('/').filter(Boolean).join('.');
    return error.keyword === 'required'
      ? { field: String(error.params.missingProperty), problem: 'is required' }
      : {
          field: path,
          problem:
            error.keyword === 'type'
              ? `must be of type ${String(error.params.type)}`
              : `must be at most ${String(error.params.limit)} characters`,
        };
  });
  for (const [parent, names] of Object.entries(NESTED))
    for (const name of Object.keys(isObject(lead[parent]) ? lead[parent] : {}))
      if (!names.includes(name))
        problems.push({ field: `${parent}.${name}`, problem: 'is not a field of a lead' });
  return problems;
}

/** One form's data read from the lead. */
function formData(form: LeadForm, pkg: FormPackage, lead: Data): Data {
  const data: Data = {};
  for (const field of Object.keys(pkg.schema.properties ?? {})) {
    const value = at(lead, form.wire[field] ?? field);
    data[field] = form.numbersAsText && typeof value === 'number' ? String(value) : value;
  }
  if (form.takesExtraFields)
    for (const [name, value] of Object.entries(lead))
      if (!WIRE_TOP.has(name) && !(name in data)) data[name] = value;
  return data;
}

/** Every problem of a lead, named by wire path; or why a lead form's package cannot be used. */
export async function leadProblems(
  db: DatabaseSync,
  schemasDir: string,
  lead: Data,
): Promise<{ problems: FieldProblem[] } | { unusable: string }> {
  const problems = wireProblems(lead);
  for (const form of LEAD_FORMS) {
    // The lead carries no language; schemas:check keeps the EN and SW rules of a form equal.
    const read = await readFormPackage(db, schemasDir, 'en', form.name);
    if (!read.ok) return { unusable: read.reason };
    const check = checkFields(read.pkg, formData(form, read.pkg, lead));
    if ('unusable' in check) return check;
    for (const { field, problem } of check.problems) {
      const path = form.wire[field] ?? field;
      if (!problems.some((p) => p.field === path)) problems.push({ field: path, problem });
    }
  }
  return { problems };
}
