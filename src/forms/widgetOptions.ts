/**
 * The `ui:options` a widget cannot work without, in one place for the publishing check
 * (schemaCheckPackage.ts) and the widgets themselves. Plain TS (no React) so the check runs
 * under Node.
 */
import type { WidgetName } from './widgetNames.ts';

/** What one required option holds: a text, or a map of column keys to headings. */
type OptionKind = 'text' | 'columns';

/** Per widget, its required options and what each must hold, with the editor's reason. */
export const REQUIRED_WIDGET_OPTIONS: Partial<
  Record<WidgetName, Record<string, { kind: OptionKind; problem: string }>>
> = {
  // A run-time choice shows the screen's list named here (runtimeOptions.ts); without it, no choices.
  runtimeChoice: {
    optionsFrom: { kind: 'text', problem: 'names the run-time option list to show' },
  },
  runtimeTable: {
    optionsFrom: { kind: 'text', problem: 'names the run-time option list to show' },
    columns: {
      kind: 'columns',
      problem: 'maps each column key ("label" or a cell of the options) to its heading',
    },
    selectHeading: { kind: 'text', problem: "is the (hidden) heading of the radios' column" },
    emptyText: { kind: 'text', problem: 'is shown when the list has no options' },
  },
  mapPin: {
    optionsFrom: { kind: 'text', problem: 'names the run-time list of places to show' },
    pinTitle: { kind: 'text', problem: 'names the pin' },
    pinHint: { kind: 'text', problem: 'says how to move the pin' },
    nearestText: { kind: 'text', problem: 'names the nearest place ({{town}}, {{km}})' },
  },
};

/** The columns of a table choice as `[key, heading]` pairs, in the package's order. */
export function tableColumnsOf(columns: unknown): [string, string][] {
  if (typeof columns !== 'object' || columns === null || Array.isArray(columns)) return [];
  return Object.entries(columns).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
}

const holds = (kind: OptionKind, value: unknown) =>
  kind === 'text'
    ? typeof value === 'string' && value !== ''
    : tableColumnsOf(value).length > 0 &&
      tableColumnsOf(value).length === Object.keys(value as object).length;

/** Every required option of `widget` missing or of the wrong kind, as `[option, problem]`. */
export function widgetOptionProblems(widget: string, options: unknown): [string, string][] {
  const required = REQUIRED_WIDGET_OPTIONS[widget as WidgetName] ?? {};
  const given = (typeof options === 'object' && options !== null ? options : {}) as Record<
    string,
    unknown
  >;
  return Object.entries(required)
    .filter(([name, { kind }]) => !holds(kind, given[name]))
    .map(([name, { problem }]) => [name, problem]);
}

/** Widget options that hold words for people (headings, messages), so EN and SW may differ. */
const TEXT_OPTIONS = ['selectHeading', 'emptyText', 'pinTitle', 'pinHint', 'nearestText'];

/** True when the dotted `path` in a uiSchema is a widget option holding words (or a column heading). */
export function isWidgetTextOption(path: string): boolean {
  const parts = path.split('.');
  const at = parts.lastIndexOf('ui:options');
  if (at < 0) return false;
  const rest = parts.slice(at + 1);
  return (
    (rest.length === 1 && TEXT_OPTIONS.includes(rest[0]!)) ||
    (rest.length === 2 && rest[0] === 'columns')
  );
}
