/**
 * The names under which the engine registers its widgets. Schemas name a widget with
 * `"ui:widget": "<name>"`, so this list is what a content editor may use. Plain TS (no React)
 * so the schema checker can import it under Node.
 */
export const WIDGET_NAMES = [
  'phone',
  'amount',
  'digits',
  'email',
  'otp',
  'pin',
  'searchableSelect',
  'markupCheckbox',
  'text',
  'runtimeChoice',
  'runtimeTable',
  'mapPin',
] as const;

/** One registered widget name. */
export type WidgetName = (typeof WIDGET_NAMES)[number];

/** RJSF's own widgets that stay usable from a schema besides ours. */
export const BUILT_IN_WIDGET_NAMES = ['textarea', 'hidden', 'select', 'checkbox', 'radio'] as const;

/** True when `name` is a widget a schema may reference. */
export function isKnownWidget(name: string): boolean {
  return (
    (WIDGET_NAMES as readonly string[]).includes(name) ||
    (BUILT_IN_WIDGET_NAMES as readonly string[]).includes(name)
  );
}

/** Field names that follow the address rules of FORM-6 and FORM-7 instead of the generic ones. */
export const ADDRESS_FIELDS = ['installationAddress', 'landmark'] as const;
