import { useContext } from 'react';
import { getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { FieldTemplate } from '../FieldTemplate.tsx';
import { ItemLabelContext } from './listContext.ts';

/** Widgets that draw a group (fieldset + legend) named by the field's label themselves. */
const GROUP_WIDGETS = new Set(['radio', 'checkboxes', 'alt-date', 'alt-datetime']);

/**
 * The theme's field template, with what nested forms add: a list item's own field is labelled
 * 'Phone numbers item 2' (not RJSF's 'Phone numbers-2') unless its schema has a title; a group
 * widget gets no `<label for>` (its legend names it); an added entry is wrapped with its key field
 * and remove button (RJSF leaves that wrapping to each theme's field template).
 */
export function RichFieldTemplate(props: FieldTemplateProps) {
  const item = useContext(ItemLabelContext);
  const options = getUiOptions(props.uiSchema, props.registry.globalUiOptions);
  const { WrapIfAdditionalTemplate: Wrap } = props.registry.templates;
  const label = item?.id === props.id && !props.schema.title ? item.label : props.label;
  const groupWidget = typeof options.widget === 'string' && GROUP_WIDGETS.has(options.widget);
  // Alternatives of objects get a chooser that carries the field's title as its own label
  // (MultiSchemaFieldTemplate); a choice of constants is a plain select and keeps this label.
  const { schema, registry } = props;
  const chooser =
    (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) &&
    !registry.schemaUtils.isSelect(schema);
  const field = (
    <FieldTemplate
      {...props}
      label={label}
      displayLabel={props.displayLabel && !groupWidget && !chooser}
    />
  );
  return props.hidden ? field : <Wrap {...props}>{field}</Wrap>;
}
