/**
 * First step of `npm test`: the e2e and story checks need Debian's Chromium. Found: nothing to
 * do. Missing and running as root (a fresh container, CI): install it with apt-get, as .ci/run
 * does. Missing otherwise: print the one command to run and stop at once, before the long steps.
 */
import { spawnSync } from 'node:child_process';
import {
  chromiumInstalled,
  chromiumPath,
  installCommand,
  missingChromiumMessage,
} from '../tests/e2e/support/chromium.ts';

const isRoot = process.getuid?.() === 0;

if (!chromiumInstalled() && isRoot && !process.env.CHROMIUM_PATH) {
  console.info(`Chromium is missing; installing Debian's package: ${installCommand(true)}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0) break;
  }
}

if (!chromiumInstalled()) {
  console.error(missingChromiumMessage(isRoot));
  process.exit(1);
}
console.info(`Chromium: ${chromiumPath()}`);
