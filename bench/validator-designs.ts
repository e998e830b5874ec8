/**
 * Two ways to validate CMS form packages without compiling a schema in the browser (speed issue,
 * item 4), measured side by side on the 11 form packages of schemas/cms/en:
 *
 * (a) validator code compiled at publish: ajv standalone code per package
 *     (@rjsf/validator-ajv8 `compileSchemaValidatorsCode`), run in the browser through
 *     `createPrecompiledValidator`;
 * (b) an interpreting validator: @cfworker/json-schema behind RJSF's `ValidatorType`
 *     (src/forms/interpretingValidator.ts, with the package check of src/forms/schemaCheck.ts).
 *
 * Bytes: a tiny entry per design bundled with Vite's build API (minified, @rjsf/utils external since
 * @rjsf/core ships it anyway), gzip level 9; for (a) plus every package's generated code. The replaced
 * design (ajv compiling in the browser, `customizeValidator`) is bundled the same way for reference.
 * Time: Node, per call, median of many rounds; the same data, `transformErrors` and
 * `customValidate` for both designs. Writes the 'validator-designs' section of bench/RESULTS.md.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import {
  parseFormPackage,
  type FormJsonSchema,
  type FormPackage,
} from '../src/forms/formPackage.ts';
import { makeRules, type FormRules } from '../src/forms/validation.ts';
import { withLiveBounds } from '../src/forms/validatorCache.ts';
import { InterpretingValidator, toRjsfErrors } from '../src/forms/interpretingValidator.ts';
import { formSchemaProblems } from '../src/forms/schemaCheck.ts';
import type { Translate } from '../src/forms/messages.ts';
import { isMain, kib, median, stamp, writeSection } from './results.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const cmsDir = `${root}schemas/cms/en/`;
// Generated modules must resolve ajv's runtime helpers from node_modules; the folder is ignored by git.
const cacheDir = `${root}node_modules/.cache/validator-designs/`;
const require = createRequire(import.meta.url);

type Data = Record<string, unknown>;
type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

/** The English defaults of the engine, without i18next (the same for both designs). */
const t: Translate = (_key, options) =>
  String(options?.defaultValue ?? '').replace(/\{\{\s*(\w+)\s*\}\}/g, (_all, name: string) =>
    String(options?.[name] ?? ''),
  );

/** What a visitor has typed part-way (errors) and when done (valid), by field name. */
const TYPING: Data = {
  msisdn: '71200',
  phone: '71200',
  amount: 400,
  email: 'jane@',
  accountNumber: '12345',
  accountNo: 'PE01',
  otp: '123',
  pin: '12',
};
const DONE: Data = {
  msisdn: '712000001',
  phone: '712000001',
  amount: 1000,
  email: 'jane.doe@twiga.co.tz',
  accountNumber: '0123456789',
  accountNo: 'PE0123456789',
  otp: '123456',
  pin: '1234',
};
const BOUNDS = { amount: { minimum: 500, maximum: 1_000_000 } };

interface Form {
  name: string;
  pkg: FormPackage;
  schema: FormJsonSchema;
  rules: FormRules;
  fields: string[];
}

function forms(): Form[] {
  return readdirSync(cmsDir)
    .filter((f) => /^form-.+\.json$/.test(f))
    .sort()
    .map((file) => {
      const parsed = parseFormPackage(readFileSync(`${cmsDir}${file}`, 'utf8'));
      if (!parsed.ok) throw new Error(`${file}: ${parsed.problems.join('; ')}`);
      const schema = withLiveBounds(
        parsed.pkg.schema,
        'amount' in (parsed.pkg.schema.properties ?? {}) ? BOUNDS : undefined,
      );
      return {
        name: file.replace(/\.json$/, ''),
        pkg: parsed.pkg,
        schema,
        rules: makeRules(parsed.pkg, schema, t, 'en'),
        fields: Object.keys(schema.properties ?? {}),
      };
    });
}

/** The one-field schema a keystroke validates (as src/forms/validatorCache.ts does). */
const fieldSchema = (schema: FormJsonSchema, name: string): RJSFSchema => ({
  type: 'object',
  properties: { [name]: (schema.properties ?? {})[name] ?? {} },
  required: schema.required?.includes(name) ? [name] : [],
});

const data = (form: Form, values: Data) =>
  Object.fromEntries(form.fields.map((f) => [f, values[f] ?? 'abc']));

// ---------------------------------------------------------------- bytes

/** Bundles `modules['entry']` (plus the other virtual modules) with Vite; minified ES output. */
async function bundle(modules: Record<string, string>, external: (id: string) => boolean) {
  const virtual: Plugin = {
    name: 'validator-designs-entry',
    resolveId: (id) => (id in modules ? `\0${id}` : undefined),
    load: (id) => (id.startsWith('\0') ? modules[id.slice(1)] : undefined),
  };
  const out = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [virtual],
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      rolldownOptions: {
        input: 'entry',
        external,
        output: { format: 'es' },
        preserveEntrySignatures: 'strict',
      },
    },
  });
  const outputs = Array.isArray(out) ? out : [out];
  const code = outputs
    .flatMap((o) => ('output' in o ? o.output : []))
    .map((chunk) => ('code' in chunk ? chunk.code : ''))
    .join('\n');
  return { raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length, code };
}

const rjsfUtilsExternal = (id: string) => id === '@rjsf/utils' || id.startsWith('@rjsf/utils/');

/** The generated module of one package: the form's validator and one per field (keystrokes). */
function generatedModules(form: Form): { modules: Record<string, string>; runtime: Set<string> } {
  const options = { ajvOptionsOverrides: { allErrors: true } };
  const sources: Record<string, string> = {
    form: compileSchemaValidatorsCode(form.schema as RJSFSchema, options),
  };
  for (const f of form.fields)
    sources[`field-${f}`] = compileSchemaValidatorsCode(fieldSchema(form.schema, f), options);
  const runtime = new Set<string>();
  for (const code of Object.values(sources))
    for (const m of code.matchAll(/require\("([^"]+)"\)/g)) if (m[1]) runtime.add(m[1]);
  return { modules: sources, runtime };
}

interface Bytes {
  today: { raw: number; gzip: number };
  aRuntime: { raw: number; gzip: number };
  aGenerated: { name: string; raw: number; gzip: number }[];
  b: { raw: number; gzip: number };
  aHasAjvCompiler: boolean;
  bHasAjv: boolean;
}

async function measureBytes(all: Form[]): Promise<Bytes> {
  const today = await bundle(
    {
      entry: `import { customizeValidator } from '@rjsf/validator-ajv8';
export const validator = customizeValidator({ ajvOptionsOverrides: { allErrors: true } });`,
    },
    rjsfUtilsExternal,
  );
  const generated = all.map((form) => ({ form, ...generatedModules(form) }));
  const runtime = new Set(generated.flatMap((g) => [...g.runtime]));
  const aRuntime = await bundle(
    {
      entry: [
        `import { createPrecompiledValidator } from '@rjsf/validator-ajv8';`,
        ...[...runtime].map((id, i) => `import * as runtime${i} from '${id}';`),
        `export { createPrecompiledValidator };`,
        `export const runtime = [${[...runtime].map((_, i) => `runtime${i}`).join(', ')}];`,
      ].join('\n'),
    },
    rjsfUtilsExternal,
  );
  const aGenerated = [];
  for (const { form, modules } of generated) {
    // What the content service would serve for the package: its validators, ajv runtime shared.
    const entry = Object.keys(modules)
      .map((id, i) => `export * as v${i} from '${id}';`)
      .join('\n');
    const out = await bundle({ entry, ...modules }, (id) => runtime.has(id));
    aGenerated.push({ name: form.name, raw: out.raw, gzip: out.gzip });
  }
  const b = await bundle(
    {
      entry: `import { InterpretingValidator } from '${root}src/forms/interpretingValidator.ts';
import { formSchemaProblems } from '${root}src/forms/schemaCheck.ts';
export { InterpretingValidator, formSchemaProblems };`,
    },
    rjsfUtilsExternal,
  );
  return {
    today: { raw: today.raw, gzip: today.gzip },
    aRuntime: { raw: aRuntime.raw, gzip: aRuntime.gzip },
    aGenerated,
    b: { raw: b.raw, gzip: b.gzip },
    aHasAjvCompiler: /Function\(|ajv\.js\.org|CodeGen/.test(aRuntime.code),
    bHasAjv: /ajv/i.test(b.code) || /Function\(/.test(b.code),
  };
}

// ---------------------------------------------------------------- time

/** Median per-call time in µs: `rounds` rounds of `batch` calls each. */
function perCall(fn: () => void, rounds: number, batch: number): number {
  for (let i = 0; i < batch; i += 1) fn(); // warm up
  const times: number[] = [];
  for (let r = 0; r < rounds; r += 1) {
    const start = performance.now();
    for (let i = 0; i < batch; i += 1) fn();
    times.push(((performance.now() - start) * 1000) / batch);
  }
  return median(times);
}

interface Design {
  full(form: Form, values: Data): void;
  keystroke(form: Form, field: string, values: Data): string[];
}

/** (a): the generated code, loaded as the browser would get it (no ajv compiler involved). */
function precompiledDesign(all: Form[]): Design {
  mkdirSync(cacheDir, { recursive: true });
  const byForm = new Map<string, { validator: ValidatorType; fields: Map<string, Validate> }>();
  for (const form of all) {
    const { modules } = generatedModules(form);
    const load = (id: string) => {
      const file = `${cacheDir}${form.name}-${id}.cjs`;
      writeFileSync(file, modules[id] ?? '');
      return require(file) as Record<string, Validate>;
    };
    const fields = new Map<string, Validate>();
    for (const f of form.fields) fields.set(f, Object.values(load(`field-${f}`))[0]!);
    byForm.set(form.name, {
      validator: createPrecompiledValidator(load('form') as never, form.schema as RJSFSchema),
      fields,
    });
  }
  return {
    full(form, values) {
      const { rules } = form;
      byForm
        .get(form.name)!
        .validator.validateFormData(
          data(form, values),
          form.schema as RJSFSchema,
          rules.customValidate,
          rules.transformErrors,
        );
    },
    keystroke(form, field, values) {
      const fn = byForm.get(form.name)!.fields.get(field)!;
      fn({ [field]: values[field] ?? 'abc' });
      const raw = (fn.errors ?? []) as {
        keyword: string;
        instancePath: string;
        params: Record<string, unknown>;
        message?: string;
        schemaPath: string;
      }[];
      const errors: RJSFValidationError[] = raw.map((e) => ({
        name: e.keyword,
        property: e.keyword === 'required' ? field : e.instancePath.replace(/\//g, '.'),
        params: e.params,
        message: e.message,
        stack: e.message ?? '',
        schemaPath: e.schemaPath,
      }));
      return form.rules.transformErrors(errors, {}).map((e) => e.message ?? '');
    },
  };
}

/** (b): the interpreter behind RJSF's ValidatorType, one instance per form schema. */
function interpretingDesign(all: Form[]): Design {
  const byForm = new Map(all.map((form) => [form.name, new InterpretingValidator()]));
  const fieldSchemas = new Map(
    all.flatMap((form) =>
      form.fields.map((f) => [`${form.name}/${f}`, fieldSchema(form.schema, f)]),
    ),
  );
  return {
    full(form, values) {
      const { rules } = form;
      byForm
        .get(form.name)!
        .validateFormData(
          data(form, values),
          form.schema as RJSFSchema,
          rules.customValidate,
          rules.transformErrors,
        );
    },
    keystroke(form, field, values) {
      const { errors } = byForm
        .get(form.name)!
        .rawValidation(fieldSchemas.get(`${form.name}/${field}`)!, {
          [field]: values[field] ?? 'abc',
        });
      return form.rules.transformErrors(toRjsfErrors(errors ?? []), {}).map((e) => e.message ?? '');
    },
  };
}

interface Timing {
  keystroke: number;
  full: number;
  prepare?: number;
}

function measureTime(all: Form[], design: Design, rounds: number): Timing {
  const keystroke: number[] = [];
  const full: number[] = [];
  for (const form of all) {
    for (const field of form.fields)
      for (const values of [TYPING, DONE])
        keystroke.push(perCall(() => design.keystroke(form, field, values), rounds, 200));
    for (const values of [TYPING, DONE])
      full.push(perCall(() => design.full(form, values), rounds, 100));
  }
  return { keystroke: median(keystroke), full: median(full) };
}

/** (b)'s only first-use cost: checking the package and preparing a private copy of its schema (JIT-warm). */
function measurePrepare(all: Form[], rounds: number): number {
  return median(
    all.map((form) =>
      perCall(
        () => {
          const copy = structuredClone(form.schema);
          formSchemaProblems(copy);
          new InterpretingValidator().rawValidation(copy as RJSFSchema, {});
        },
        rounds,
        50,
      ),
    ),
  );
}

/** Both designs give the engine the very same messages on every form, field and value. */
function sameMessages(all: Form[], a: Design, b: Design): boolean {
  return all.every((form) =>
    form.fields.every((f) =>
      [TYPING, DONE, {}].every(
        (values) =>
          JSON.stringify(a.keystroke(form, f, values)) ===
          JSON.stringify(b.keystroke(form, f, values)),
      ),
    ),
  );
}

// ---------------------------------------------------------------- report

const us = (n: number) => `${n.toFixed(1)} µs`;
const phone = (n: number) => `${(n * 4).toFixed(1)} µs`;

/** Measures both designs, writes the section, returns the figures. */
export async function measureValidatorDesigns(rounds = 40) {
  const all = forms();
  const bytes = await measureBytes(all);
  const a = precompiledDesign(all);
  const b = interpretingDesign(all);
  const same = sameMessages(all, a, b);
  const timeA = measureTime(all, a, rounds);
  const timeB = measureTime(all, b, rounds);
  const prepareB = measurePrepare(all, rounds);
  const generatedGzip = bytes.aGenerated.reduce((s, g) => s + g.gzip, 0);
  const generatedRaw = bytes.aGenerated.reduce((s, g) => s + g.raw, 0);
  const perPackage = median(bytes.aGenerated.map((g) => g.gzip));
  const result = { bytes, timeA, timeB, prepareB, same, generatedGzip, perPackage };
  writeSection(
    'validator-designs',
    [
      `## Validator designs: code compiled at publish (a) vs interpreter (b) (${stamp()})`,
      '',
      `${all.length} form packages of schemas/cms/en (amount bounds 500 - 1,000,000 where there is an amount). bench/validator-designs.ts.`,
      'Bytes: tiny entry per design bundled with Vite (minified; @rjsf/utils external, @rjsf/core ships it anyway), gzip level 9.',
      `Time: Node, per call, median over every form/field and over typing and finished values (${rounds} rounds of 100-200 calls); phone = x4. Both designs run the engine's own transformErrors/customValidate and gave ${same ? 'the same' : 'DIFFERENT'} messages on every field.`,
      '',
      '| | (a) ajv standalone code, compiled at publish | (b) @cfworker/json-schema interpreter |',
      '|---|---|---|',
      `| bytes in the form chunk (gzip) | ${kib(bytes.aRuntime.gzip)} (createPrecompiledValidator + ajv runtime helpers; ${kib(bytes.aRuntime.raw)} raw) | ${kib(bytes.b.gzip)} (adapter + interpreter + package check; ${kib(bytes.b.raw)} raw) |`,
      `| bytes per package, extra (gzip) | median ${kib(perPackage)}, all ${all.length}: ${kib(generatedGzip)} (${kib(generatedRaw)} raw) of generated code | 0 (the package JSON is fetched in both designs) |`,
      `| total for all ${all.length} forms (gzip) | ${kib(bytes.aRuntime.gzip + generatedGzip)} | ${kib(bytes.b.gzip)} |`,
      `| keystroke (one field) | ${us(timeA.keystroke)} (phone ~${phone(timeA.keystroke)}) | ${us(timeB.keystroke)} (phone ~${phone(timeB.keystroke)}) |`,
      `| full form (submit) | ${us(timeA.full)} (phone ~${phone(timeA.full)}) | ${us(timeB.full)} (phone ~${phone(timeB.full)}) |`,
      `| first use of a package | fetch + parse its generated module (one request more) | check + prepare: ${us(prepareB)} (phone ~${phone(prepareB)}) |`,
      '| trust | runs code served by the content service: must be same-origin (script-src) and carry a hash the package signs; a publish pipeline per package | packages stay data only; a bad package is refused by the check, nothing in it executes |',
      `| ajv compiler in the browser bundle | ${bytes.aHasAjvCompiler ? 'YES' : 'no'} | ${bytes.bHasAjv ? 'YES' : 'no'} |`,
      '',
      `For reference, the design both replace (ajv compiling in the browser, customizeValidator): ${kib(bytes.today.gzip)} gzip (${kib(bytes.today.raw)} raw), plus 'unsafe-eval' and an ajv compile per form of several ms (x4 on a phone; the validator-prepare section measures it beside the interpreter's first use).`,
      '',
      '| package | (a) generated code raw | gzip |',
      '|---|---|---|',
      ...bytes.aGenerated.map((g) => `| ${g.name} | ${kib(g.raw)} | ${kib(g.gzip)} |`),
    ].join('\n'),
  );
  return result;
}

if (isMain(import.meta.url)) {
  const r = await measureValidatorDesigns();
  console.info(
    `validators: (a) ${kib(r.bytes.aRuntime.gzip)} + ${kib(r.generatedGzip)} generated, keystroke ${us(r.timeA.keystroke)}, full ${us(r.timeA.full)}; (b) ${kib(r.bytes.b.gzip)}, keystroke ${us(r.timeB.keystroke)}, full ${us(r.timeB.full)}; same messages: ${r.same}`,
  );
}
