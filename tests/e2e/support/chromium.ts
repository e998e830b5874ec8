/**
 * Where the e2e and story checks find Chromium: Debian's package, never a test tool's own
 * browser download. No Playwright import, so the set-up script of `npm test` loads it in a blink.
 */
import { existsSync } from 'node:fs';

/** Debian's chromium binary; CHROMIUM_PATH overrides. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Is a Chromium binary where the tests will look? */
export const chromiumInstalled = (): boolean => existsSync(chromiumPath());

/** The one command that installs Debian's Chromium (sudo unless already root). */
export function installCommand(root: boolean): string {
  const sudo = root ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}apt-get install -y chromium`;
}

/** What to do when Chromium is missing: the one command to run, or CHROMIUM_PATH. */
export function missingChromiumMessage(root = process.getuid?.() === 0): string {
  return (
    `The e2e and story checks need Chromium at ${chromiumPath()}, and it is missing. ` +
    `Run:\n\n  ${installCommand(root)}\n\nthen \`npm test\` again ` +
    '(or set CHROMIUM_PATH to a Chromium binary).'
  );
}
