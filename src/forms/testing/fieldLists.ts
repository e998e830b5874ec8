/** Fields of the operator's field list as the form tests write them. */
import type { FieldListField } from '../fieldListAdapter.ts';

/** A select `name` titled `title` whose options have labels: [value, label] pairs, in order. */
export const labelledSelect = (
  name: string,
  title: string,
  options: [value: string, label: string][],
): FieldListField => ({
  name,
  label: title,
  type: 'select',
  options: options.map(([value, label]) => ({ value, label })),
});
