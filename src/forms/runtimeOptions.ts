/**
 * Options a CMS form can only know at run time (the card gateways of the portal config, the
 * home-broadband plans and towns ...). The
 * screen passes them in the form's `formContext` under {@link RUNTIME_OPTIONS}, keyed by a name;
 * the package names the list a field uses with `"ui:options": { "optionsFrom": "<name>" }`. So
 * the words (title, help) and the place of the field stay the editors', the choices the server's.
 * Plain TS (no React), so widgets and screens share the one shape.
 */

/**
 * One choice: the value stored in the form data, and the words shown for it. A table of choices
 * (runtimeTable) also shows a line under the label and one cell per column the package names.
 */
export interface RuntimeOption {
  value: string;
  label: string;
  description?: string;
  /** The option's words per column key, e.g. `{ price: 'TZS 85,000' }`. */
  cells?: Readonly<Record<string, string>>;
  /** Where the option is, for a map (mapPin): a town of the map picker. */
  point?: Readonly<{ lat: number; lng: number }>;
}

/** The key of `formContext` that holds the run-time option lists. */
export const RUNTIME_OPTIONS = 'runtimeOptions';

/** The option lists by name, e.g. `{ gateways: [{ value: 'Selcom', label: 'Selcom' }] }`. */
export type RuntimeOptions = Record<string, readonly RuntimeOption[]>;

/** The `formContext` part that carries `lists` to the form's widgets. */
export const withRuntimeOptions = (lists: RuntimeOptions) => ({ [RUNTIME_OPTIONS]: lists });

const NONE: readonly RuntimeOption[] = [];

/** The list `name` of a form's context; none when the screen gave no such list. */
export function runtimeOptionsOf(formContext: unknown, name: unknown): readonly RuntimeOption[] {
  if (typeof name !== 'string' || typeof formContext !== 'object' || formContext === null)
    return NONE;
  const lists = (formContext as Record<string, unknown>)[RUNTIME_OPTIONS];
  if (typeof lists !== 'object' || lists === null) return NONE;
  const list = (lists as Record<string, unknown>)[name];
  return Array.isArray(list) ? (list as readonly RuntimeOption[]) : NONE;
}
