/**
 * Parts of a CMS form package, so one package an editor maintains can be shown in more places than
 * one (a modal, half of a page, another page's number field) instead of being copied.
 */
import type { FormPackage, ParseResult } from './formPackage.ts';

/**
 * The part of a CMS form package that holds only `names` (schema, required list, uiSchema and
 * messages), so one package can be shown as two forms at two places of a page. Keys of the
 * uiSchema that are not fields (`ui:order`, `ui:options` ...) are kept, `ui:order` trimmed.
 */
export function pickFields(pkg: FormPackage, names: readonly string[]): FormPackage {
  const keep = (name: string) => names.includes(name);
  const only = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([name]) => keep(name)));
  const uiSchema: Record<string, unknown> = Object.fromEntries(
    Object.entries(pkg.uiSchema).filter(([key]) => key.startsWith('ui:') || keep(key)),
  );
  const order = uiSchema['ui:order'];
  if (Array.isArray(order))
    uiSchema['ui:order'] = order.filter((name: unknown) => name === '*' || keep(String(name)));
  const { required, ...schema } = pkg.schema;
  const kept = required?.filter(keep) ?? [];
  return {
    ...pkg,
    id: `${pkg.id}:${names.join('+')}`,
    schema: {
      ...schema,
      properties: only(pkg.schema.properties ?? {}),
      ...(kept.length > 0 ? { required: kept } : {}),
    },
    uiSchema,
    messages: only(pkg.messages),
  };
}

/** The package without its heading: inside a modal the dialog's title already names the form. */
export function withoutHeading(result: ParseResult): ParseResult {
  if (!result.ok) return result;
  const { title: _title, description: _description, ...schema } = result.pkg.schema;
  return {
    ok: true,
    pkg: { ...result.pkg, schema: { ...schema, type: 'object', properties: schema.properties } },
  };
}

/**
 * Only `names` of the package, without its heading (the page's own heading names the form); a
 * failed parse passes through.
 */
export function onlyFields(result: ParseResult, names: readonly string[]): ParseResult {
  const bare = withoutHeading(result);
  return bare.ok ? { ok: true, pkg: pickFields(bare.pkg, names) } : bare;
}
