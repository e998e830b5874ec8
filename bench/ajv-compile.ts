/**
 * What a form costs to validate the first time vs afterwards: src/forms compiles a schema object
 * once (WeakMap in validatorCache.ts), so a re-created schema object pays the ajv compile again.
 * Measures `compiledFor(schema).validator.validateFormData(...)` on a fresh copy each time vs on
 * the same object.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { compiledFor } from '../src/forms/validatorCache.ts';
import type { FormJsonSchema } from '../src/forms/formPackage.ts';
import { isMain, median, stamp, writeSection } from './results.ts';

const cmsDir = fileURLToPath(new URL('../schemas/cms/en/', import.meta.url));

// Used when no form package is in schemas/ yet: shaped like the prepaid recharge form.
const fallbackSchema: FormJsonSchema = {
  type: 'object',
  required: ['msisdn', 'amount', 'email', 'terms'],
  properties: {
    msisdn: {
      type: 'string',
      title: 'Mobile Number',
      pattern: '^[67][0-9]{8}$',
      minLength: 9,
      maxLength: 9,
    },
    amount: { type: 'integer', title: 'Amount', minimum: 500, maximum: 1000000 },
    email: { type: 'string', title: 'Email', format: 'email', maxLength: 120 },
    accountNo: { type: 'string', title: 'Account Number', pattern: '^[0-9]{10}$' },
    installationAddress: {
      type: 'string',
      title: 'Installation Address',
      minLength: 5,
      maxLength: 200,
    },
    terms: { type: 'boolean', title: 'I accept the terms', const: true },
  },
};

/** Every form package with a JSON Schema in schemas/cms/en (the built-in schema when there is none). */
function formSchemas(): { name: string; schema: FormJsonSchema }[] {
  const found: { name: string; schema: FormJsonSchema }[] = [];
  if (existsSync(cmsDir)) {
    for (const file of readdirSync(cmsDir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      try {
        const pkg = JSON.parse(readFileSync(`${cmsDir}${file}`, 'utf8')) as {
          schema?: FormJsonSchema;
        };
        if (pkg.schema?.type === 'object' && pkg.schema.properties)
          found.push({ name: file.replace(/\.json$/, ''), schema: pkg.schema });
      } catch {
        // Not a JSON package we can read: not a form, skip it.
      }
    }
  }
  return found.length > 0
    ? found
    : [{ name: 'built-in prepaid-like schema', schema: fallbackSchema }];
}

const sampleData = { msisdn: '712000001', amount: 1000, email: 'a@b.tz', terms: true };

function timeOnce(schema: FormJsonSchema): number {
  const start = performance.now();
  compiledFor(schema).validator.validateFormData(sampleData, schema);
  return performance.now() - start;
}

interface FormTiming {
  name: string;
  fields: number;
  fresh: number;
  cached: number;
}

function timeForm(name: string, schema: FormJsonSchema, rounds: number): FormTiming {
  const fresh: number[] = [];
  for (let i = 0; i < rounds; i += 1) fresh.push(timeOnce(structuredClone(schema)));
  const stable = structuredClone(schema);
  timeOnce(stable);
  const cached: number[] = [];
  for (let i = 0; i < rounds; i += 1) cached.push(timeOnce(stable));
  return {
    name,
    fields: Object.keys(schema.properties).length,
    fresh: median(fresh),
    cached: median(cached),
  };
}

/** Times fresh vs cached validation of every form and writes the figures to bench/RESULTS.md. */
export function measureAjvCompile(rounds = 20): {
  forms: FormTiming[];
  fresh: number;
  cached: number;
} {
  const forms = formSchemas();
  timeOnce(structuredClone(forms[0]!.schema)); // warm the JIT and module graph once, not counted
  const timings = forms.map(({ name, schema }) => timeForm(name, schema, rounds));
  const result = {
    forms: timings,
    fresh: median(timings.map((t) => t.fresh)),
    cached: median(timings.map((t) => t.cached)),
  };
  writeSection(
    'ajv-compile',
    [
      `## Form validation: fresh schema object vs cached (${stamp()})`,
      '',
      'Per form: `compiledFor(schema).validator.validateFormData(data, schema)` from src/forms/validatorCache.ts.',
      `Fresh = a new (equal) schema object each time: new ajv, compile, validate. Cached = the same object: WeakMap hit, validate. Median of ${rounds} rounds.`,
      '',
      '| form | fields | fresh ms | cached ms |',
      '|---|---|---|---|',
      ...timings.map(
        (t) => `| ${t.name} | ${t.fields} | ${t.fresh.toFixed(2)} | ${t.cached.toFixed(3)} |`,
      ),
      `| **median of forms** | | **${result.fresh.toFixed(2)}** | **${result.cached.toFixed(3)}** |`,
    ].join('\n'),
  );
  return result;
}

if (isMain(import.meta.url)) {
  const r = measureAjvCompile();
  console.info(
    `ajv: ${r.forms.length} forms; median fresh ${r.fresh.toFixed(2)} ms, cached ${r.cached.toFixed(3)} ms`,
  );
}
