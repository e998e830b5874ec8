import {
  ADDITIONAL_PROPERTY_FLAG,
  buttonId,
  type WrapIfAdditionalTemplateProps,
} from '@rjsf/utils';
import { useText } from './useText.ts';

/**
 * An entry the person added to an open object (additionalProperties / patternProperties): a
 * group named by the entry's key holding the key's own field ('Name of home'), the value's field
 * (labelled by the key, as RJSF does) and 'Remove home'. A renamed key takes effect on blur
 * (RJSF's rule), so typing does not move the field under the cursor.
 */
export function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  const { id, label, children, schema, disabled, readonly, onKeyRenameBlur, onRemoveProperty } =
    props;
  const { uiSchema, registry } = props;
  const text = useText();
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return <>{children}</>;
  const { RemoveButton } = registry.templates.ButtonTemplates;
  const keyId = `${id}-key`;
  return (
    <div className="tw-group tw-entry" role="group" aria-label={label}>
      <div className="tw-field">
        <label htmlFor={keyId} className="tw-field__label">
          {text('list.keyName', { label })}
        </label>
        <input
          key={label}
          id={keyId}
          className="tw-input"
          type="text"
          defaultValue={label}
          disabled={disabled || readonly}
          onBlur={onKeyRenameBlur}
        />
      </div>
      {children}
      <div className="tw-list__tools">
        <RemoveButton
          id={buttonId(id, 'remove')}
          aria-label={text('list.removeKey', { label })}
          disabled={disabled || readonly}
          onClick={onRemoveProperty}
          uiSchema={uiSchema}
          registry={registry}
        />
      </div>
    </div>
  );
}
