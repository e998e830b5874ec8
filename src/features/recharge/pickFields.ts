import type { FormPackage } from '../../forms/formPackage.ts';

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
      properties: only(pkg.schema.properties),
      ...(kept.length > 0 ? { required: kept } : {}),
    },
    uiSchema,
    messages: only(pkg.messages),
  };
}
