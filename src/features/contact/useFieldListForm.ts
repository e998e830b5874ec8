import { useMemo } from 'react';
import { useCmsPackage } from '../../content/useCmsPackage.ts';
import {
  fieldListToPackage,
  parseFieldList,
  type AdaptedFieldList,
  type FieldListSchema,
} from '../../forms/fieldListAdapter.ts';
import { useRichEngine } from '../../forms/rich/useRichEngine.ts';

/**
 * A CMS answer is checked, not trusted. It is the operator's field list, or (FORM-18) a whole form
 * package an editor published under the same name to use what a field list cannot say: groups,
 * lists, dates, a field shown only for one answer. Such a package is checked in full once its
 * parser, in the engine's rich part, is loaded (FORM-19: the field-list pages' first load does
 * not carry it).
 */
const isFieldList = (value: unknown): value is FieldListSchema => parseFieldList(value).ok;
const isPackageLike = (value: unknown) =>
  typeof value === 'object' && value !== null && 'schema' in value;
const isFormAnswer = (value: unknown) => isFieldList(value) || isPackageLike(value);

/** What a field-list form page shows: loading, the adapted form, or a load failure. */
export type FieldListFormState =
  { status: 'loading' } | { status: 'ready'; form: AdaptedFieldList } | { status: 'error' };

/** A package's own button words, as RJSF names them (`ui:submitButtonOptions.submitText`). */
function submitTextOf(uiSchema: Record<string, unknown>): string | undefined {
  const options = uiSchema['ui:submitButtonOptions'] as { submitText?: unknown } | undefined;
  return typeof options?.submitText === 'string' ? options.submitText : undefined;
}

/** The form in CMS package `name` (a field list or a form package), as a package for the engine. */
export function useFieldListForm(name: string): FieldListFormState {
  const pkg = useCmsPackage(name, isFormAnswer);
  const data = pkg.status === 'ready' && !isFieldList(pkg.data) ? pkg.data : undefined;
  // Its parser comes with the rich part of the engine, which such a package almost always needs.
  const engine = useRichEngine(data !== undefined);
  const parsed = useMemo(
    () =>
      engine === 'failed'
        ? ({ ok: false, problems: ['not loaded'] } as const)
        : engine?.parseFormPackage(data),
    [engine, data],
  );
  return useMemo((): FieldListFormState => {
    if (pkg.status === 'loading') return { status: 'loading' };
    if (pkg.status === 'error') return { status: 'error' };
    if (isFieldList(pkg.data)) return { status: 'ready', form: fieldListToPackage(pkg.data, name) };
    if (!parsed) return { status: 'loading' };
    if (!parsed.ok) return { status: 'error' };
    const form = { pkg: parsed.pkg, actions: [], submitLabel: submitTextOf(parsed.pkg.uiSchema) };
    return { status: 'ready', form };
  }, [pkg, name, parsed]);
}
