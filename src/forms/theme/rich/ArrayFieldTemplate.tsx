import { useMemo } from 'react';
import { buttonId, descriptionId, getUiOptions, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { ListContext } from './listContext.ts';
import { useText } from './useText.ts';

/**
 * A list (array): one fieldset named by its title, its description, its items in order, then the
 * add button with visible words ('Add Phone numbers item'). At `maxItems` the button stays, marked
 * unavailable and described by the reason ('You can add at most 3.'), so nobody wonders
 * where it went; `ui:options.addable: false` removes it. Items read the title and `minItems` from
 * the list context (RJSF hands items neither).
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, className, disabled, readonly, fieldPathId, uiSchema, items, registry } = props;
  const { schema, required, title, onAddClick, optionalDataControl } = props;
  const text = useText();
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  // From the registry, not per-field (`ui:ArrayFieldTitleTemplate`): packages pick no templates.
  const {
    ArrayFieldTitleTemplate: TitleTemplate,
    ArrayFieldDescriptionTemplate: DescriptionTemplate,
    ButtonTemplates: { AddButton },
  } = registry.templates;
  const id = fieldPathId.$id;
  // What the title and description templates are both handed.
  const templateProps = { fieldPathId, schema, uiSchema, registry };
  const listTitle = uiOptions.title ?? title ?? '';
  const spokenTitle = listTitle === '' ? text('list.items') : listTitle;
  const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const list = useMemo(
    () => ({ title: spokenTitle, minItems, atLeastId: `${id}__at-least` }),
    [spokenTitle, minItems, id],
  );
  const atMax = !canAdd && uiOptions.addable !== false && typeof schema.maxItems === 'number';
  const reasonId = `${id}__at-most`;
  const hasDescription = Boolean(uiOptions.description ?? schema.description);
  return (
    <fieldset
      className={['tw-group', 'tw-list', className].filter(Boolean).join(' ')}
      id={id}
      aria-describedby={hasDescription ? descriptionId(fieldPathId) : undefined}
    >
      <TitleTemplate {...templateProps} title={listTitle} required={required} />
      <DescriptionTemplate
        {...templateProps}
        description={uiOptions.description ?? schema.description}
      />
      {optionalDataControl}
      <ListContext.Provider value={list}>
        {items.length > 0 ? (
          <div className="tw-list__items">{items}</div>
        ) : (
          <p className="tw-list__empty">{text('list.empty')}</p>
        )}
      </ListContext.Provider>
      {items.length > 0 && items.length <= minItems && (
        <p id={list.atLeastId} className="tw-list__note">
          {text('list.atLeast', { n: minItems })}
        </p>
      )}
      {(canAdd || atMax) && (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="tw-list__add"
          onClick={onAddClick}
          disabled={disabled || readonly}
          aria-disabled={atMax || undefined}
          aria-describedby={atMax ? reasonId : undefined}
          uiSchema={uiSchema}
          registry={registry}
        >
          {text('list.add', { title: spokenTitle })}
        </AddButton>
      )}
      {atMax && (
        <p id={reasonId} className="tw-list__note">
          {text('list.atMost', { n: schema.maxItems as number })}
        </p>
      )}
    </fieldset>
  );
}
