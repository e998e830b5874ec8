/**
 * Build check: the portal's production build must not know the sandbox's control API. The API
 * only exists on a sandbox in sandbox mode (sandbox/mode.ts); a bundle that names one of its
 * paths or its header means test code (a test helper, the sandbox's contract module) was pulled
 * into the portal, so the build fails and names the file and what it found.
 */
import type { Plugin } from 'vite';
import { CONTROL_HEADER, CONTROL_PATHS } from '../sandbox/control/contract.ts';

/** What gives the control API away: each control path and the header name, any letter case. */
const NEEDLES = [...Object.values(CONTROL_PATHS), CONTROL_HEADER].map((n) => n.toLowerCase());

/** `file: needle` for each needle found in each file's text; empty when the files are clean. */
export function controlApiReferences(files: Readonly<Record<string, string>>): string[] {
  const found: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    const lower = text.toLowerCase();
    for (const needle of NEEDLES) if (lower.includes(needle)) found.push(`${file}: ${needle}`);
  }
  return found;
}

export function noControlApi(): Plugin {
  return {
    name: 'twiga:no-control-api',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const [name, item] of Object.entries(bundle)) {
        if (item.type === 'chunk') files[name] = item.code;
        else if (typeof item.source === 'string') files[name] = item.source;
        else files[name] = new TextDecoder().decode(item.source);
      }
      const found = controlApiReferences(files);
      if (found.length > 0)
        this.error(
          `The build references the sandbox control API, which production never has: ${found.join('; ')}`,
        );
    },
  };
}
