import { useMemo } from 'react';
import { buttonId, type ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { ItemLabelContext, useListInfo } from './listContext.ts';
import { useText } from './useText.ts';

/**
 * One item of a list: a group named 'Item 2 of 3', the item's field(s), then its tools. Each tool
 * says which item it acts on ('Move Phone numbers item 2 up'), since a screen reader user tabbing
 * through the buttons hears only their names. RJSF decides which tools exist (`ui:options`
 * orderable, removable, copyable); at `minItems` remove stays visible but unavailable, with the
 * reason. A tuple's fixed items get no tools (RJSF gives them none).
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, totalItems, registry, uiSchema } = props;
  const text = useText();
  const list = useListInfo();
  const title = list?.title ?? text('list.items');
  const n = index + 1;
  const id = buttonsProps.fieldPathId.$id;
  const label = text('list.itemLabel', { title, n });
  const itemLabel = useMemo(() => ({ id, label }), [id, label]);
  const { MoveUpButton, MoveDownButton, CopyButton, RemoveButton } =
    registry.templates.ButtonTemplates;
  const { fieldPathId, hasMoveUp, hasMoveDown, hasCopy, hasRemove, disabled, readonly } =
    buttonsProps;
  const locked = disabled || readonly;
  const atMin = list !== undefined && totalItems <= list.minItems;
  const common = { uiSchema, registry };
  return (
    <fieldset className="tw-group tw-list__item">
      <legend className="tw-list__legend">{text('list.item', { n, count: totalItems })}</legend>
      <ItemLabelContext.Provider value={itemLabel}>{children}</ItemLabelContext.Provider>
      {hasToolbar && (
        <div className="tw-list__tools">
          {(hasMoveUp || hasMoveDown) && (
            <MoveUpButton
              {...common}
              id={buttonId(fieldPathId, 'moveUp')}
              aria-label={text('list.moveUp', { title, n })}
              disabled={locked || !hasMoveUp}
              onClick={buttonsProps.onMoveUpItem}
            />
          )}
          {(hasMoveUp || hasMoveDown) && (
            <MoveDownButton
              {...common}
              id={buttonId(fieldPathId, 'moveDown')}
              aria-label={text('list.moveDown', { title, n })}
              disabled={locked || !hasMoveDown}
              onClick={buttonsProps.onMoveDownItem}
            />
          )}
          {hasCopy && (
            <CopyButton
              {...common}
              id={buttonId(fieldPathId, 'copy')}
              aria-label={text('list.copy', { title, n })}
              disabled={locked}
              onClick={buttonsProps.onCopyItem}
            />
          )}
          {hasRemove && (
            <RemoveButton
              {...common}
              id={buttonId(fieldPathId, 'remove')}
              aria-label={text('list.remove', { title, n })}
              disabled={locked || atMin}
              aria-describedby={atMin ? list.atLeastId : undefined}
              onClick={buttonsProps.onRemoveItem}
            />
          )}
        </div>
      )}
    </fieldset>
  );
}
