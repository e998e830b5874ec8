/**
 * The browser files the contract's reference page loads from node_modules: Swagger UI
 * (swagger-ui-dist, a devDependency) and DOMPurify (the portal's own sanitiser, a dependency).
 * Each is served under a folder that names its package's version,
 * `/contract/assets/<name>-<version>/`, so a year-long cache is safe: an upgrade changes the
 * address.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const resolve = createRequire(import.meta.url).resolve;

export interface VendorFolder {
  /** The folder as the page's HTML names it (`/contract/assets/swagger-ui/`), unversioned. */
  name: string;
  /** The folder's address under /contract/assets/, with the version: `swagger-ui-5.35.0`. */
  folder: string;
  /** The files the page loads: content type and place on disk. */
  files: Readonly<Record<string, { type: string; path: string }>>;
}

const JS = 'text/javascript; charset=utf-8';
const CSS = 'text/css; charset=utf-8';

/**
 * A package's files: `entry` is a path the package exports, `files` lie beside it, and its
 * package.json is at `packageJson` from there.
 */
function vendor(
  name: string,
  entry: string,
  packageJson: string,
  files: Record<string, string>,
): VendorFolder {
  const dir = dirname(resolve(entry));
  const { version } = JSON.parse(readFileSync(join(dir, packageJson), 'utf8')) as {
    version: string;
  };
  return {
    name,
    folder: `${name}-${version}`,
    files: Object.fromEntries(
      Object.entries(files).map(([file, type]) => [file, { type, path: join(dir, file) }]),
    ),
  };
}

export const VENDOR_FOLDERS: readonly VendorFolder[] = [
  vendor('swagger-ui', 'swagger-ui-dist/swagger-ui-bundle.js', 'package.json', {
    'swagger-ui-bundle.js': JS,
    'swagger-ui.css': CSS,
  }),
  vendor('dompurify', 'dompurify/purify.min.js', '../package.json', { 'purify.min.js': JS }),
];
