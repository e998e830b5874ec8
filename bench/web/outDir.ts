/**
 * Where the web and keystroke benchmarks put their builds and Lighthouse reports:
 * node_modules/.cache/twiga-bench/. Not under bench/, because `eslint .` reads every folder there
 * (dot folders and .gitignore included) and would lint the minified output; node_modules is
 * ignored by git, ESLint and Prettier alike.
 */
import { fileURLToPath } from 'node:url';

export const benchOut = (sub: string) =>
  fileURLToPath(new URL(`../../node_modules/.cache/twiga-bench/${sub}/`, import.meta.url));
