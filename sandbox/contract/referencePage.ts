/**
 * The operator contract's reference page (CONTRACT-7): contract/openapi.yaml rendered by Swagger UI
 * at /contract, and the document itself at /contract/openapi.yaml (as written) and
 * /contract/openapi.json (parsed). Sandbox mode only, like the CMS editor: a production host
 * serves the portal, not the sandbox's own pages (mode.ts).
 *
 * The document is read on every request, so an edit shows on the next reload. The library files
 * are cached for a year under versioned folders (vendorFiles.ts); the page's own files are
 * revalidated. The page has its own CSP (referencePageCsp.ts).
 */
import type { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { REFERENCE_PAGE_CSP } from './referencePageCsp.ts';
import { VENDOR_FOLDERS } from './vendorFiles.ts';

export const REFERENCE_PATH = '/contract';
const ASSETS = `${REFERENCE_PATH}/assets`;

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const DEFAULT_CONTRACT_FILE = here('../../contract/openapi.yaml');
const PAGE_DIR = here('./page');

/** The page's own files under /contract/assets/. */
const PAGE_FILES: Readonly<Record<string, string>> = {
  'reference.js': 'text/javascript; charset=utf-8',
  'readableParts.js': 'text/javascript; charset=utf-8',
  'contractRules.js': 'text/javascript; charset=utf-8',
  'reference.css': 'text/css; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const answer = (body: string, type: string, cache: string, more = {}) =>
  new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': cache, ...more } });

const failure = (status: 404 | 500, message: string) =>
  new Response(JSON.stringify({ statusCode: status, status: 'failure', message }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

/** The page's HTML with each library folder named by its version. */
async function pageHtml(): Promise<string> {
  let html = await readFile(join(PAGE_DIR, 'index.html'), 'utf8');
  for (const { name, folder } of VENDOR_FOLDERS)
    html = html.replaceAll(`${ASSETS}/${name}/`, `${ASSETS}/${folder}/`);
  return html;
}

export interface ReferencePageOptions {
  /** The contract document; default contract/openapi.yaml. */
  contractFile?: string;
}

export function mountReferencePage(app: Hono, opts: ReferencePageOptions = {}): void {
  const contractFile = opts.contractFile ?? DEFAULT_CONTRACT_FILE;
  const readContract = () => readFile(contractFile, 'utf8').catch(() => undefined);
  const noDocument = () => failure(404, `No contract document at ${contractFile}`);

  const page = async () =>
    answer(await pageHtml(), 'text/html; charset=utf-8', REVALIDATE, {
      'Content-Security-Policy': REFERENCE_PAGE_CSP,
    });
  app.get(REFERENCE_PATH, page);
  app.get(`${REFERENCE_PATH}/`, page);

  app.get(`${REFERENCE_PATH}/openapi.yaml`, async () => {
    const text = await readContract();
    if (text === undefined) return noDocument();
    return answer(text, 'application/yaml; charset=utf-8', REVALIDATE);
  });

  app.get(`${REFERENCE_PATH}/openapi.json`, async () => {
    const text = await readContract();
    if (text === undefined) return noDocument();
    let document: unknown;
    try {
      document = parse(text);
    } catch (error) {
      return failure(500, `contract/openapi.yaml does not parse: ${(error as Error).message}`);
    }
    return answer(JSON.stringify(document), 'application/json; charset=utf-8', REVALIDATE);
  });

  // Only the files named here: no path from the request reaches the disk.
  app.get(`${ASSETS}/:file`, async (c) => {
    const file = c.req.param('file');
    if (!Object.hasOwn(PAGE_FILES, file)) return failure(404, 'Not found');
    return answer(await readFile(join(PAGE_DIR, file), 'utf8'), PAGE_FILES[file]!, REVALIDATE);
  });
  app.get(`${ASSETS}/:folder/:file`, async (c) => {
    const vendor = VENDOR_FOLDERS.find(({ folder }) => folder === c.req.param('folder'));
    const name = c.req.param('file');
    const file = vendor && Object.hasOwn(vendor.files, name) ? vendor.files[name] : undefined;
    if (!file) return failure(404, 'Not found');
    return answer(await readFile(file.path, 'utf8'), file.type, IMMUTABLE);
  });
}
