/** The command line of `npm run contract:check -- --base <url> ...` (docs/contract.md). */

export interface CheckArgs {
  base: string;
  config: string;
  contract: string;
  only?: string;
  json: boolean;
  slow: boolean;
}

export const DEFAULT_CONFIG = 'contract/environments/sandbox.json';
export const DEFAULT_CONTRACT = 'contract/openapi.yaml';

export const USAGE = `Usage: npm run contract:check -- --base <url> [options]

  --base <url>         the deployment's origin, e.g. https://staging.example.co.tz (required)
  --config <file>      its environment file (default ${DEFAULT_CONFIG})
  --contract <file>    the contract document (default ${DEFAULT_CONTRACT})
  --only <id>          only the scenarios of one operationId or rule id
  --slow               also the checks that wait minutes (a code's expiry)
  --json               the report as JSON

Exit code: 0 every check passed (skips allowed), 1 a check failed, 2 the run could not start.`;

const VALUED = ['--base', '--config', '--contract', '--only'] as const;
const FLAGS = ['--json', '--slow'] as const;

/** The parsed arguments, or what is wrong with them. */
export function parseArgs(
  argv: readonly string[],
): { ok: true; args: CheckArgs } | { ok: false; problem: string } {
  const values: Record<string, string> = {};
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    const [name, inline] = arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    if ((FLAGS as readonly string[]).includes(arg)) flags.add(arg);
    else if ((VALUED as readonly string[]).includes(name as string)) {
      const value = inline ?? argv[(i += 1)];
      if (value === undefined || value === '' || (inline === undefined && value.startsWith('--')))
        return { ok: false, problem: `${name} needs a value` };
      values[name as string] = value;
    } else return { ok: false, problem: `unknown argument ${arg}` };
  }
  const base = values['--base'];
  if (!base) return { ok: false, problem: '--base <url> is required' };
  if (!/^https?:\/\/[^/]/.test(base))
    return { ok: false, problem: `--base must be an http(s) URL, not ${JSON.stringify(base)}` };
  return {
    ok: true,
    args: {
      base,
      config: values['--config'] ?? DEFAULT_CONFIG,
      contract: values['--contract'] ?? DEFAULT_CONTRACT,
      ...(values['--only'] ? { only: values['--only'] } : {}),
      json: flags.has('--json'),
      slow: flags.has('--slow'),
    },
  };
}
