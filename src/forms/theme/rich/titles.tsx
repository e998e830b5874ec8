import {
  descriptionId,
  getUiOptions,
  titleId,
  type ArrayFieldDescriptionProps,
  type ArrayFieldTitleProps,
  type DescriptionFieldProps,
} from '@rjsf/utils';

/** True when `id` is the whole form's own field (`root` unless the screen says otherwise). */
export const isRoot = (id: string, registry: ArrayFieldTitleProps['registry']) =>
  id === registry.globalFormOptions.idPrefix;

/**
 * The legend of a group (list or nested object): its title, with the required star hidden from
 * screen readers (required is said by each input). The whole form's own group keeps its title
 * for screen readers only: the screen's heading already shows it (see TitleField.tsx).
 */
export function GroupLegend({
  id,
  title,
  required,
  root,
}: {
  id: string;
  title: string;
  required?: boolean;
  root: boolean;
}) {
  return (
    <legend id={id} className={root ? 'visually-hidden' : 'tw-group__legend'}>
      {title}
      {required && <span aria-hidden="true"> *</span>}
    </legend>
  );
}

/** A list's legend; none when it has no title or `ui:options.label` is false. */
export function ArrayFieldTitleTemplate(props: ArrayFieldTitleProps) {
  const { fieldPathId, title, required, uiSchema, registry } = props;
  const { label = true } = getUiOptions(uiSchema, registry.globalUiOptions);
  if (!title || !label) return null;
  return (
    <GroupLegend
      id={titleId(fieldPathId)}
      title={title}
      required={required}
      root={isRoot(fieldPathId.$id, registry)}
    />
  );
}

/**
 * A description under a group's legend or a field's label, as plain text: package texts are
 * never parsed as markup here (RJSF's markdown option is not honoured on purpose).
 */
export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <p id={id} className="tw-field__description">
      {description}
    </p>
  );
}

/**
 * What the description template is handed for a group (list or object): its description under the
 * group's description id, which the group's fieldset names in `aria-describedby`.
 */
export const groupDescription = (
  group: Pick<DescriptionFieldProps, 'schema' | 'uiSchema' | 'registry'> & {
    fieldPathId: ArrayFieldDescriptionProps['fieldPathId'];
  },
  description: DescriptionFieldProps['description'],
): DescriptionFieldProps => ({
  id: descriptionId(group.fieldPathId),
  description,
  schema: group.schema,
  uiSchema: group.uiSchema,
  registry: group.registry,
});

/** A list's description, under its legend. */
export function ArrayFieldDescriptionTemplate(props: ArrayFieldDescriptionProps) {
  const { description, uiSchema, registry } = props;
  const { label = true } = getUiOptions(uiSchema, registry.globalUiOptions);
  if (!description || !label) return null;
  return <DescriptionFieldTemplate {...groupDescription(props, description)} />;
}
