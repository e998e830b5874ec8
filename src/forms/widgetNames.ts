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

/**
 * RJSF's own widgets, usable from a schema besides ours (issue 29): the names RJSF maps to them by
 * schema type (@rjsf/utils getWidget: `alt-datetime` is AltDateTimeWidget ...) and the registry
 * keys of @rjsf/core's widgets index, which `ui:widget` may name directly.
 */
export const BUILT_IN_WIDGET_NAMES = [
  'textarea',
  'hidden',
  'select',
  'checkbox',
  'checkboxes',
  'radio',
  'password',
  'hostname',
  'ipv4',
  'ipv6',
  'uri',
  'data-url',
  'date',
  'datetime',
  'date-time',
  'alt-date',
  'alt-datetime',
  'time',
  'color',
  'file',
  'files',
  'updown',
  'range',
  'AltDateWidget',
  'AltDateTimeWidget',
  'CheckboxWidget',
  'CheckboxesWidget',
  'ColorWidget',
  'DateWidget',
  'DateTimeWidget',
  'EmailWidget',
  'FileWidget',
  'HiddenWidget',
  'PasswordWidget',
  'RadioWidget',
  'RangeWidget',
  'RatingWidget',
  'SelectWidget',
  'TextWidget',
  'TextareaWidget',
  'TimeWidget',
  'UpDownWidget',
  'URLWidget',
] as const;

/** True when `name` is a widget a schema may reference. */
export function isKnownWidget(name: string): boolean {
  return (
    (WIDGET_NAMES as readonly string[]).includes(name) ||
    (BUILT_IN_WIDGET_NAMES as readonly string[]).includes(name)
  );
}

/** Field names that follow the address rules of FORM-6 and FORM-7 instead of the generic ones. */
export const ADDRESS_FIELDS = ['installationAddress', 'landmark'] as const;
