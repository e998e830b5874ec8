import type { RJSFSchema } from '@rjsf/utils';
import type { FormJsonSchema, FormPackage } from '../formPackage.ts';
import { message, type Translate } from '../messages.ts';
import { compiledFor } from '../validatorCache.ts';
import { widgetOf, type InfoAt } from '../validation.ts';
import { fieldPlace } from './fieldPlace.ts';

/** The words a message uses for the field at `path` of a rich form, with its place (FORM-15). */
export function richInfoAt(pkg: FormPackage, schema: FormJsonSchema, t: Translate): InfoAt {
  const { validator } = compiledFor(schema);
  const itemName = (n: number) => message(t, 'field.item', { n });
  return (path, data) => {
    const place = fieldPlace(validator, schema as RJSFSchema, pkg.uiSchema, data, path, itemName);
    if (!place) return undefined;
    const steps = path === '' ? [schema.title ?? message(t, 'field.answer')] : place.steps;
    const leaf = place.schema;
    const top = path.split('.')[0] ?? '';
    return {
      name: path,
      label: steps.join(' › '),
      type: typeof leaf.type === 'string' ? leaf.type : undefined,
      widget: path === top ? widgetOf(pkg, top) : undefined,
      minLength: leaf.minLength,
      pattern: leaf.pattern,
      messages: pkg.messages[path] ?? {},
    };
  };
}
