import type { WidgetProps } from '@rjsf/utils';
import type { RuntimeOption } from '../runtimeOptions.ts';
import { tableColumnsOf } from '../widgetOptions.ts';
import { runtimeRadios } from './runtimeRadios.ts';
import './runtime-table.css';

/** The column key that shows the option's label (and its description line under it). */
const LABEL_COLUMN = 'label';

/**
 * One choice among run-time options (runtimeOptions.ts) shown as a table, e.g. the home-broadband
 * plans: one radio group (fieldset, the field's title as legend), a radio per row labelled by the
 * option's label and described by its other cells. The package names the columns and their
 * headings (`ui:options.columns`), so editors reword and reorder them. Unlike runtimeChoice nothing
 * is chosen at first: the person picks a row. On phones each row becomes a two-line card
 * (runtime-table.css).
 */
export function RuntimeTableWidget(props: WidgetProps) {
  const { id, label, options, disabled, readonly } = props;
  const { choices, radio } = runtimeRadios(props);
  const columns = tableColumnsOf(options.columns);
  const text = (name: string) => (typeof options[name] === 'string' ? String(options[name]) : '');
  return (
    <fieldset id={id} className="tw-table-choice" disabled={disabled || readonly}>
      <legend>{label}</legend>
      {choices.length === 0 ? (
        <p>{text('emptyText')}</p>
      ) : (
        // Narrow phones scroll the table sideways instead of the whole page.
        <div className="tw-table-choice__scroll">
          <table className="tw-table-choice__table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{text('selectHeading')}</span>
                </th>
                {columns.map(([key, heading]) => (
                  <th key={key} scope="col">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {choices.map((choice, index) => {
                const rowId = `${id}-${index}`;
                const input = radio(choice);
                return (
                  <tr
                    key={choice.value}
                    className={
                      input.checked ? 'tw-table-choice__row is-selected' : 'tw-table-choice__row'
                    }
                  >
                    <td>
                      <input
                        {...input}
                        id={rowId}
                        aria-describedby={columns.map(([key]) => cellId(rowId, key)).join(' ')}
                      />
                    </td>
                    {columns.map(([key]) => (
                      <Cell key={key} rowId={rowId} column={key} choice={choice} />
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </fieldset>
  );
}

/** The id of the element that describes a row's radio with the cell of `column`. */
const cellId = (rowId: string, column: string) =>
  column === LABEL_COLUMN ? `${rowId}-desc` : `${rowId}-${column}`;

/** One cell: the labelled name with its description line, or the option's words for `column`. */
function Cell({ rowId, column, choice }: { rowId: string; column: string; choice: RuntimeOption }) {
  if (column !== LABEL_COLUMN)
    return <td id={cellId(rowId, column)}>{choice.cells?.[column] ?? ''}</td>;
  return (
    <td>
      <label htmlFor={rowId} className="tw-table-choice__name">
        {choice.label}
      </label>
      {choice.description ? (
        <span id={cellId(rowId, column)} className="tw-table-choice__desc">
          {choice.description}
        </span>
      ) : (
        <span id={cellId(rowId, column)} hidden />
      )}
    </td>
  );
}
