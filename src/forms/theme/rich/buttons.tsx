import type { IconButtonProps } from '@rjsf/utils';
import { useText } from './useText.ts';

type Glyph = '+' | '↑' | '↓' | '✕' | '⧉';

/**
 * What both kinds of button share: RJSF's props for the DOM, and a press that acts only when the
 * button may act now. `aria-disabled` (not `disabled`) keeps a button that cannot act focusable,
 * so its reason (`aria-describedby`) can be heard.
 */
function pressable(props: IconButtonProps) {
  const {
    registry: _registry,
    uiSchema: _uiSchema,
    iconType: _iconType,
    icon: _icon,
    className,
    disabled,
    onClick,
    children,
    'aria-label': ariaLabel,
    ...rest
  } = props;
  const blocked = disabled || props['aria-disabled'] === true || props['aria-disabled'] === 'true';
  const dom = {
    ...rest,
    type: 'button' as const,
    'aria-disabled': blocked || undefined,
    onClick: (event: React.MouseEvent<HTMLButtonElement>) => {
      if (!blocked) onClick?.(event);
    },
  };
  return { dom, className, children, ariaLabel };
}

/**
 * A 44 px tool button: a glyph people see and a name screen readers hear. The caller passes the
 * name (`aria-label`, e.g. 'Remove Phone numbers item 2'); RJSF's own callers pass none, so
 * `fallback` names it in the visitor's language.
 */
function ToolButton(props: IconButtonProps & { glyph: Glyph; fallback: string }) {
  const { glyph, fallback, ...button } = props;
  const { dom, className, ariaLabel } = pressable(button);
  return (
    <button
      {...dom}
      className={['tw-tool', className].filter(Boolean).join(' ')}
      aria-label={ariaLabel ?? fallback}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
}

/**
 * The add button of an array or of an object's added entries: visible words ('Add Phone numbers
 * item'), since it is the one way to grow the list. The words come as `children` from our
 * templates or from `aria-label`; RJSF's own callers get 'Add list item'.
 */
export function AddButton(props: IconButtonProps) {
  const text = useText();
  const { dom, className, children, ariaLabel } = pressable(props);
  return (
    <button
      {...dom}
      className={['btn', 'btn--secondary', 'tw-add', className].filter(Boolean).join(' ')}
    >
      <span aria-hidden="true">+ </span>
      {children ?? ariaLabel ?? text('list.add', { title: text('list.items') })}
    </button>
  );
}

export function RemoveButton(props: IconButtonProps) {
  const text = useText();
  return <ToolButton {...props} glyph="✕" fallback={text('list.removeAny')} />;
}

export function MoveUpButton(props: IconButtonProps) {
  const text = useText();
  return <ToolButton {...props} glyph="↑" fallback={text('list.moveUpAny')} />;
}

export function MoveDownButton(props: IconButtonProps) {
  const text = useText();
  return <ToolButton {...props} glyph="↓" fallback={text('list.moveDownAny')} />;
}

export function CopyButton(props: IconButtonProps) {
  const text = useText();
  return <ToolButton {...props} glyph="⧉" fallback={text('list.copyAny')} />;
}

/** RJSF's clear-the-input button (`ui:options.allowClearTextInputs`). */
export function ClearButton(props: IconButtonProps) {
  const text = useText();
  return <ToolButton {...props} glyph="✕" fallback={text('choice.clear')} />;
}
