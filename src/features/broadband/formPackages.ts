/**
 * The CMS form packages of the broadband pages. The data-bundle page asks only for the number, so
 * it shows the phone field of the prepaid recharge package (same label, pattern and messages an
 * editor maintains there) instead of a second copy of that field.
 */
import type { ParseResult } from '../../forms/formPackage.ts';

/** The package limited to `fields` (order and required kept); a failed parse passes through. */
export function onlyFields(result: ParseResult, fields: string[]): ParseResult {
  if (!result.ok) return result;
  const { pkg } = result;
  const keep = (name: string) => fields.includes(name);
  const properties = Object.fromEntries(
    Object.entries(pkg.schema.properties).filter(([name]) => keep(name)),
  );
  const order = pkg.uiSchema['ui:order'];
  const uiSchema = Object.fromEntries(
    Object.entries(pkg.uiSchema)
      .filter(([name]) => name.startsWith('ui:') || keep(name))
      .map(([name, value]) =>
        name === 'ui:order' && Array.isArray(order)
          ? [name, order.filter((n) => typeof n !== 'string' || keep(n) || n === '*')]
          : [name, value],
      ),
  );
  const { title: _title, description: _description, ...schema } = pkg.schema;
  return {
    ok: true,
    pkg: {
      ...pkg,
      schema: {
        ...schema,
        type: 'object',
        properties,
        required: (pkg.schema.required ?? []).filter(keep),
      },
      uiSchema,
      messages: Object.fromEntries(Object.entries(pkg.messages).filter(([name]) => keep(name))),
    },
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
