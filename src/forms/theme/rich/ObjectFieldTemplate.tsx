import {
  buttonId,
  canExpand,
  descriptionId,
  getUiOptions,
  titleId,
  type ObjectFieldTemplateProps,
} from '@rjsf/utils';
import { GroupLegend, groupDescription, isRoot } from './titles.tsx';
import { useText } from './useText.ts';

/**
 * An object: a fieldset whose legend is its title (so a screen reader names the group, e.g.
 * 'Delivery address'), its description, its properties in RJSF's order (`ui:order`), then the add
 * button when it takes added entries (additionalProperties / patternProperties). The whole form's
 * own object has no visible legend: the screen's heading names the form. A bare oneOf/anyOf
 * object draws nothing here (its chooser draws the alternatives).
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { description, disabled, formData, fieldPathId, onAddProperty, properties } = props;
  const { readonly, registry, required, schema, title, uiSchema, optionalDataControl } = props;
  const text = useText();
  if ((schema.oneOf || schema.anyOf) && !schema.properties && properties.length === 0) return null;
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const {
    DescriptionFieldTemplate: Description,
    ButtonTemplates: { AddButton },
  } = registry.templates;
  const root = isRoot(fieldPathId.$id, registry);
  const showTitle = Boolean(title) && options.label !== false;
  return (
    <fieldset
      className={root ? 'tw-object' : 'tw-group tw-object'}
      id={fieldPathId.$id}
      aria-describedby={description ? descriptionId(fieldPathId) : undefined}
    >
      {showTitle && (
        <GroupLegend id={titleId(fieldPathId)} title={title} required={required} root={root} />
      )}
      {description && <Description {...groupDescription(props, description)} />}
      {optionalDataControl}
      {properties.map((property) => property.content)}
      {canExpand(schema, uiSchema, formData) && (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="tw-object__add"
          onClick={onAddProperty}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        >
          {text('list.add', { title: title || text('list.items') })}
        </AddButton>
      )}
    </fieldset>
  );
}
