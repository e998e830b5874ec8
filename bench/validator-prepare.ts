/**
 * What a form costs to validate the first time vs afterwards. src/forms prepares a validator once
 * per schema object (WeakMap in validatorCache.ts): the package check and a private copy of the
 * schema for the interpreter; no code is compiled. A re-created schema object pays that again.
 * Measures `compiledFor(schema).validator.validateFormData(...)` on a fresh copy each time vs on
 * the same object, and, for comparison, what the removed design paid on a fresh object (ajv
 * compiling the schema, via @rjsf/validator-ajv8; Node only, ajv is no longer in the browser).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { compiledFor } from '../src/forms/validatorCache.ts';
import type { FormJsonSchema } from '../src/forms/formPackage.ts';
import { isMain, median, stamp, writeSection } from './results.ts';

const cmsDir = fileURLToPath(new URL('../schemas/cms/en/', import.meta.url));

/** Every form package with a JSON Schema in schemas/cms/en. */
function formSchemas(): { name: string; schema: FormJsonSchema }[] {
  const found: { name: string; schema: FormJsonSchema }[] = [];
  if (!existsSync(cmsDir)) return found;
  for (const file of readdirSync(cmsDir)
    .filter((f) => /^form-.+\.json$/.test(f))
    .sort()) {
    const pkg = JSON.parse(readFileSync(`${cmsDir}${file}`, 'utf8')) as { schema?: FormJsonSchema };
    if (pkg.schema?.type === 'object' && pkg.schema.properties)
      found.push({ name: file.replace(/\.json$/, ''), schema: pkg.schema });
  }
  return found;
}

const sampleData = { msisdn: '712000001', amount: 1000, email: 'a@b.tz', phone: '71200' };

/** ms of one validation through the engine's cache (prepares the schema object on first use). */
function timeOnce(schema: FormJsonSchema): number {
  const start = performance.now();
  compiledFor(schema).validator.validateFormData(sampleData, schema as RJSFSchema);
  return performance.now() - start;
}

/** ms of one validation by the removed design on a fresh object: new ajv, compile, validate. */
function timeAjvFresh(schema: FormJsonSchema): number {
  const start = performance.now();
  customizeValidator({ ajvOptionsOverrides: { allErrors: true } }).validateFormData(
    sampleData,
    schema as RJSFSchema,
  );
  return performance.now() - start;
}

interface FormTiming {
  name: string;
  fields: number;
  ajvFresh: number;
  fresh: number;
  cached: number;
}

function timeForm(name: string, schema: FormJsonSchema, rounds: number): FormTiming {
  const fresh: number[] = [];
  const ajvFresh: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    fresh.push(timeOnce(structuredClone(schema)));
    ajvFresh.push(timeAjvFresh(structuredClone(schema)));
  }
  const stable = structuredClone(schema);
  timeOnce(stable);
  const cached: number[] = [];
  for (let i = 0; i < rounds; i += 1) cached.push(timeOnce(stable));
  return {
    name,
    fields: Object.keys(schema.properties ?? {}).length,
    ajvFresh: median(ajvFresh),
    fresh: median(fresh),
    cached: median(cached),
  };
}

/** Times fresh vs cached validation of every form and writes the figures to bench/RESULTS.md. */
export function measureValidatorPrepare(rounds = 20): {
  forms: FormTiming[];
  ajvFresh: number;
  fresh: number;
  cached: number;
} {
  const forms = formSchemas();
  if (forms.length === 0) throw new Error(`no form package in ${cmsDir}`);
  // Warm the JIT and module graph once, not counted.
  timeOnce(structuredClone(forms[0]!.schema));
  timeAjvFresh(structuredClone(forms[0]!.schema));
  const timings = forms.map(({ name, schema }) => timeForm(name, schema, rounds));
  const result = {
    forms: timings,
    ajvFresh: median(timings.map((t) => t.ajvFresh)),
    fresh: median(timings.map((t) => t.fresh)),
    cached: median(timings.map((t) => t.cached)),
  };
  writeSection(
    'validator-prepare',
    [
      `## Form validation: fresh schema object vs cached (${stamp()})`,
      '',
      'Per form: `compiledFor(schema).validator.validateFormData(data, schema)` from src/forms/validatorCache.ts (the interpreter, docs/decisions.md #39).',
      `Fresh = a new (equal) schema object each time: package check, private copy, validate. Cached = the same object: WeakMap hit, validate. Median of ${rounds} rounds; a phone is ~4x slower.`,
      'ajv fresh = the design it replaced, for comparison (new ajv, compile with `new Function`, validate; Node only).',
      '',
      '| form | fields | ajv fresh ms (removed) | fresh ms | cached ms |',
      '|---|---|---|---|---|',
      ...timings.map(
        (t) =>
          `| ${t.name} | ${t.fields} | ${t.ajvFresh.toFixed(2)} | ${t.fresh.toFixed(3)} | ${t.cached.toFixed(3)} |`,
      ),
      `| **median of forms** | | **${result.ajvFresh.toFixed(2)}** | **${result.fresh.toFixed(3)}** | **${result.cached.toFixed(3)}** |`,
    ].join('\n'),
  );
  return result;
}

if (isMain(import.meta.url)) {
  const r = measureValidatorPrepare();
  console.info(
    `validator: ${r.forms.length} forms; median fresh ${r.fresh.toFixed(3)} ms (ajv fresh was ${r.ajvFresh.toFixed(2)} ms), cached ${r.cached.toFixed(3)} ms`,
  );
}
