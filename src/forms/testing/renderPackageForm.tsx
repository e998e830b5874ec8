import { SchemaForm, type SchemaFormProps } from '../SchemaForm.tsx';
import { repoPackage } from './packages.ts';
import { renderWithI18n } from './renderWithI18n.tsx';

/**
 * Renders the repository's CMS form package `name` (schemas/cms/en) in a SchemaForm, as the widget
 * tests arrange it: no submit handler unless the test passes one, other props as given.
 */
export function renderPackageForm(name: string, props: Partial<SchemaFormProps> = {}) {
  return renderWithI18n(
    <SchemaForm pkg={repoPackage('en', name)} onSubmit={() => undefined} {...props} />,
  );
}
