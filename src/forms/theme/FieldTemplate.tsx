import type { FieldTemplateProps } from '@rjsf/utils';
import { descriptionId, errorId, helpId, titleId } from '@rjsf/utils';

/**
 * One field: label, input, and one error line. The error line always exists as a polite live
 * region so a screen reader hears a message when it appears; widgets point at it with
 * `aria-describedby` and set `aria-invalid`.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    label,
    required,
    children,
    rawErrors = [],
    hidden,
    displayLabel,
    rawDescription,
    rawHelp,
  } = props;
  if (hidden) return <div hidden>{children}</div>;
  // The whole form's own object (its id is the form's id prefix, `root` unless told) has no label;
  // a package whose whole value is one scalar (issue 29) keeps its label, or its input has no name.
  if (id === props.registry.globalFormOptions.idPrefix && !displayLabel) return children;
  const error = rawErrors[0];
  // A checkbox widget labels itself (its label may carry markup); a second plain label would repeat it.
  const showLabel = displayLabel && props.schema.type !== 'boolean';
  return (
    <div className={`tw-field${error ? ' tw-field--invalid' : ''}`}>
      {showLabel && (
        <label id={titleId(id)} htmlFor={id} className="tw-field__label">
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      )}
      {/* A group or a list says its description in its own legend's box (theme/rich). */}
      {rawDescription && props.schema.type !== 'object' && props.schema.type !== 'array' && (
        <p id={descriptionId(id)} className="tw-field__description">
          {rawDescription}
        </p>
      )}
      {children}
      {/* `ui:help`: a hint under the input, which its widget names in aria-describedby. */}
      {rawHelp && (
        <p id={helpId(id)} className="tw-field__description">
          {rawHelp}
        </p>
      )}
      <p id={errorId(id)} className="tw-field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
