import type { ReactNode } from 'react';

export interface DetailListProps {
  /** The label and value pairs, already translated and formatted, in reading order. */
  rows: readonly (readonly [label: string, value: ReactNode])[];
  /** The list's own class (its gap), next to `.detail-list`; each pair is a `.detail-row` of src/styles/blocks.css. */
  className: string;
}

/**
 * A label and value list (<dl>): an invoice's fields, the chosen plan, a lead's status. One place
 * for the markup, so a screen reader hears each label with its value the same way everywhere.
 */
export function DetailList({ rows, className }: DetailListProps) {
  return (
    <dl className={`detail-list ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="detail-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
