/**
 * `npm run config:check -- <file-or-url>` (CONTRACT-6): the portal's start-up check of /config.json
 * (src/api/runtimeConfigCheck.ts) for an operator, before a deployment or against a live one.
 * Prints each problem, a line each, and exits 1; else prints "config.json OK: <n> settings" and
 * exits 0. docs/hosting.md, "Pointing the portal at your services", lists the settings.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SETTING_RULES } from '../src/api/runtimeConfig.ts';
import { checkRuntimeConfig, describeProblem } from '../src/api/runtimeConfigCheck.ts';

export interface ConfigCheckOutcome {
  /** 0: no problem; 1: a problem, or the file could not be read; 2: no file named. */
  exitCode: number;
  /** What the command prints, a line each. */
  lines: string[];
}

const USAGE = 'Usage: npm run config:check -- <path/to/config.json | https://host/config.json>';

/** The text of a file or of an http(s) URL; throws a readable message. */
async function read(source: string, fetchImpl: typeof fetch): Promise<string> {
  if (!/^https?:\/\//.test(source)) return readFile(source, 'utf8');
  const response = await fetchImpl(source, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
  return response.text();
}

/** Checks the config.json at `source` (a path or an http(s) URL). */
export async function checkConfigSource(
  source: string | undefined,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<ConfigCheckOutcome> {
  if (!source) return { exitCode: 2, lines: [USAGE] };
  let text: string;
  try {
    text = await read(source, fetchImpl);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    return { exitCode: 1, lines: [`${source} could not be read (${reason})`] };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { exitCode: 1, lines: [`${source} is not JSON (${(error as Error).message})`] };
  }
  const problems = checkRuntimeConfig(raw, SETTING_RULES);
  if (problems.length > 0)
    return { exitCode: 1, lines: problems.map((problem) => describeProblem(problem, source)) };
  return {
    exitCode: 0,
    lines: [`config.json OK: ${Object.keys(raw as object).length} settings`],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { exitCode, lines } = await checkConfigSource(process.argv[2]);
  for (const line of lines) (exitCode === 0 ? console.info : console.error)(line);
  process.exit(exitCode);
}
