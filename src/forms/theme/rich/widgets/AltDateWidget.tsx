import {
  type DateObject,
  ariaDescribedByIds,
  dateRangeOptions,
  useAltDateWidgetProps,
  type WidgetProps,
} from '@rjsf/utils';
import { useText } from '../useText.ts';
import { ChoiceGroup } from './groups.tsx';

type Part = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

/**
 * A date (or date and time) as one select per part, each labelled in the visitor's language
 * ('Year', 'Mwaka' ...), inside a group named by the field, with Now and Clear buttons
 * (`ui:options.hideNowButton` / `hideClearButton` hide them). RJSF's hook keeps the parts and
 * sends a value only once every part is chosen.
 */
export function AltDateWidget(props: WidgetProps) {
  const { id, disabled, readonly, options, onBlur, onFocus, value } = props;
  const text = useText();
  const { elements, handleChange, handleClear, handleSetNow } = useAltDateWidgetProps(props);
  const locked = disabled || readonly;
  // Now and Clear: a text button each, gone when its `ui:options.hide…Button` is true.
  const tool = (
    words: `choice.${'now' | 'clear'}`,
    look: string,
    onClick: typeof handleClear,
    hide: unknown,
  ) =>
    hide === true ? null : (
      <button
        type="button"
        className={`btn ${look} tw-tool--text`}
        disabled={locked}
        onClick={onClick}
      >
        {text(words)}
      </button>
    );
  return (
    <ChoiceGroup widget={props} className="tw-date">
      <div className="tw-date__parts">
        {elements.map((element) => {
          const partId = `${id}_${element.type}`;
          return (
            <div key={element.type} className="tw-date__part">
              <label htmlFor={partId} className="tw-date__label">
                {text(`choice.${element.type as Part}`)}
              </label>
              <select
                id={partId}
                className="tw-input"
                value={element.value === -1 || element.value === undefined ? '' : element.value}
                disabled={locked}
                aria-describedby={ariaDescribedByIds(id)}
                onChange={(event) =>
                  handleChange(
                    element.type as keyof DateObject,
                    event.target.value === '' ? undefined : event.target.value,
                  )
                }
                onBlur={() => onBlur(id, value)}
                onFocus={() => onFocus(id, value)}
              >
                <option value="">–</option>
                {dateRangeOptions(element.range[0], element.range[1]).map((option) => (
                  <option key={String(option.value)} value={String(option.value)}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      <div className="tw-list__tools">
        {tool('choice.now', 'btn--secondary', handleSetNow, options.hideNowButton)}
        {tool('choice.clear', 'btn--ghost', handleClear, options.hideClearButton)}
      </div>
    </ChoiceGroup>
  );
}

/** {@link AltDateWidget} with hour, minute and second. */
export function AltDateTimeWidget(props: WidgetProps) {
  return <AltDateWidget {...props} time />;
}
