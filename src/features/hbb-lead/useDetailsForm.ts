import { useMemo } from 'react';
import { getTowns } from '../../api/portal.api.ts';
import { useCmsPackage } from '../../content/useCmsPackage.ts';
import { useServerState } from '../../data/useServerState.ts';
import {
  fieldListToPackage,
  parseFieldList,
  type AdaptedFieldList,
  type FieldListSchema,
} from '../../forms/fieldListAdapter.ts';

/** CMS package of the customer details (the operator's field-list schema, HBB-4). */
export const DETAILS_PACKAGE = 'get-form-schema';
/** The field whose options the town list replaces. */
const TOWN_FIELD = 'town';

const isFieldList = (value: unknown): value is FieldListSchema => parseFieldList(value).ok;

/** What the details step shows: loading, the adapted form, or a load failure. */
export type DetailsFormState =
  { status: 'loading' } | { status: 'ready'; form: AdaptedFieldList } | { status: 'error' };

type TownNames = { status: 'ready'; names: string[] } | { status: 'error' };

async function loadTownNames(signal: AbortSignal): Promise<TownNames> {
  const outcome = await getTowns(signal);
  const names = outcome.ok
    ? (outcome.result?.data ?? [])
        .map((town) => town.cityName)
        .filter((name) => typeof name === 'string' && name.trim() !== '')
    : [];
  return names.length > 0 ? { status: 'ready', names } : { status: 'error' };
}

/** The town names of the town list (resource/v1/towns), or null until (or unless) they arrive. */
function useTownNames(): string[] | null {
  const towns = useServerState('portal:towns', loadTownNames);
  return towns.status === 'ready' ? towns.names : null;
}

/**
 * The customer details form: the server's field list through the adapter, with the town options
 * taken from the town list when it answers (the schema's own options otherwise), so a town the
 * form offers is one whose feasibility the submit can look up.
 */
export function useDetailsForm(): DetailsFormState {
  const pkg = useCmsPackage(DETAILS_PACKAGE, isFieldList);
  const towns = useTownNames();
  return useMemo((): DetailsFormState => {
    if (pkg.status === 'loading') return { status: 'loading' };
    if (pkg.status === 'error') return { status: 'error' };
    const fields = pkg.data.fields.map((field) =>
      field.name === TOWN_FIELD && towns
        ? { ...field, options: towns.map((value) => ({ value })) }
        : field,
    );
    return { status: 'ready', form: fieldListToPackage({ ...pkg.data, fields }) };
  }, [pkg, towns]);
}
