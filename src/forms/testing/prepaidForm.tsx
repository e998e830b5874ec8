/**
 * The prepaid recharge package as the form tests meet it most (SchemaForm*.test.tsx): with the
 * amount's live bounds and a Recharge button unless a test says otherwise.
 */
import { SchemaForm } from '../SchemaForm.tsx';
import type { SchemaFormProps } from '../schemaFormProps.ts';
import { repoPackage } from './packages.ts';
import { renderWithI18n } from './renderWithI18n.tsx';

/** The amount's bounds from the portal config (REC-6). */
export const PREPAID_BOUNDS = { amount: { minimum: 500, maximum: 1_000_000 } };

/** Renders the English prepaid recharge form; `props` replace the defaults. */
export function renderPrepaidForm(props: Partial<Omit<SchemaFormProps, 'pkg'>> = {}) {
  return renderWithI18n(
    <SchemaForm
      pkg={repoPackage('en', 'form-prepaid-recharge')}
      liveBounds={PREPAID_BOUNDS}
      onSubmit={() => undefined}
      submitLabel="Recharge"
      {...props}
    />,
  );
}
