/**
 * How the sandbox serves (docs/sandbox.md, "The control API"):
 *
 * - `sandbox`: everything, with the control API (/__sandbox/reset, config, faults, transactions,
 *   forms). `npm start`, `npm run dev` and the test servers run this way.
 * - `production`: the built portal and the operator-service stand-ins as a production host would
 *   see them, with no control API at all: its paths answer 404 like any unknown path.
 *   `npm run start:production`.
 *
 * Every caller of createSandbox/startSandbox names its mode, so no server gets the control API by
 * leaving an option out.
 */
export type SandboxMode = 'sandbox' | 'production';

/** The mode sandbox/start.ts runs in: `--production` on its command line, else sandbox. */
export const modeFromArgs = (args: readonly string[]): SandboxMode =>
  args.includes('--production') ? 'production' : 'sandbox';

/**
 * Extra hosts the control API answers under, from SANDBOX_ALLOWED_HOSTS (comma-separated
 * `name:port`), for a sandbox reached under another name, e.g. through a proxy.
 */
export const allowedHostsFromEnv = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
