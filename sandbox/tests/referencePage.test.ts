/**
 * CONTRACT-7: the operator contract is browsable. In sandbox mode the sandbox serves
 * /contract (Swagger UI over the document), /contract/openapi.yaml (the file as written) and
 * /contract/openapi.json (the same, parsed); production mode serves none of them.
 */
import { Hono } from 'hono';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountReferencePage } from '../contract/referencePage.ts';
import { REFERENCE_PAGE_CSP } from '../contract/referencePageCsp.ts';
import { startSandbox, type RunningSandbox } from '../listen.ts';
import { CONTENT_SECURITY_POLICY } from '../middleware/security.ts';
import { sandboxForFile } from './harness.ts';

const h = sandboxForFile();
const documentText = readFileSync(new URL('../../contract/openapi.yaml', import.meta.url), 'utf8');
/** The document's title as written in the YAML (read without the yaml package the route uses). */
const yamlTitle = /^info:\n(?:\s.*\n)*?\s+title: (.+)$/m.exec(documentText)?.[1];

const assetAddresses = (html: string) =>
  [...html.matchAll(/(?:src|href)="(\/contract\/assets\/[^"]+)"/g)].map((m) => m[1]!);

describe('the reference page, /contract', () => {
  it('is an English HTML page titled "Twiga operator contract" that links both files', async () => {
    const res = await h.raw('/contract');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Twiga operator contract</title>');
    expect(html).toContain('<a href="/contract/openapi.yaml">openapi.yaml</a>');
    expect(html).toContain('<a href="/contract/openapi.json">openapi.json</a>');
    expect(html).toContain('npm run contract:check');
    // No inline script: every script is a file of the sandbox's own origin.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it("has the portal's CSP with one Trusted Types policy name more, and nothing else relaxed", async () => {
    const csp = (await h.raw('/contract')).headers.get('content-security-policy');
    expect(csp).toBe(REFERENCE_PAGE_CSP);
    expect(csp).toBe(
      CONTENT_SECURITY_POLICY.replace(
        'trusted-types twiga-inert twiga-script dompurify default',
        'trusted-types twiga-inert twiga-script dompurify default dompurify#contract',
      ),
    );
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("require-trusted-types-for 'script'");
    // Every other answer keeps the portal's own policy.
    expect((await h.raw('/config.json')).headers.get('content-security-policy')).toBe(
      CONTENT_SECURITY_POLICY,
    );
  });

  it('serves the scripts and stylesheets it names: the libraries for a year, its own revalidated', async () => {
    const html = await (await h.raw('/contract')).text();
    const addresses = assetAddresses(html);
    expect(addresses).toEqual([
      '/contract/assets/swagger-ui-5.35.0/swagger-ui.css',
      '/contract/assets/reference.css',
      '/contract/assets/swagger-ui-5.35.0/swagger-ui-bundle.js',
      '/contract/assets/dompurify-3.4.18/purify.min.js',
      '/contract/assets/reference.js',
    ]);
    for (const address of [
      ...addresses,
      '/contract/assets/readableParts.js',
      '/contract/assets/contractRules.js',
    ]) {
      const res = await h.raw(address);
      expect(res.status, address).toBe(200);
      const type = address.endsWith('.css') ? 'text/css' : 'text/javascript';
      expect(res.headers.get('content-type'), address).toBe(`${type}; charset=utf-8`);
      expect(res.headers.get('cache-control'), address).toBe(
        /-\d+\.\d+\.\d+\//.test(address) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    }
  });

  it('serves no other file: another version, name or folder is a 404', async () => {
    for (const path of [
      '/contract/assets/swagger-ui-5.0.0/swagger-ui-bundle.js',
      '/contract/assets/swagger-ui-5.35.0/index.html',
      '/contract/assets/swagger-ui-5.35.0/..%2Fpackage.json',
      '/contract/assets/index.html',
      '/contract/assets/constructor',
      '/contract/assets/..%2FreferencePage.ts',
    ])
      expect((await h.raw(path)).status, path).toBe(404);
  });
});

describe('the document, /contract/openapi.yaml and /contract/openapi.json', () => {
  it('serves contract/openapi.yaml as it is, as YAML', async () => {
    const res = await h.raw('/contract/openapi.yaml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
    expect(await res.text()).toBe(documentText);
  });

  it('serves the same document as JSON: OpenAPI 3.1.0, with the title the YAML gives', async () => {
    const res = await h.raw('/contract/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const json = (await res.json()) as { openapi: string; info: { title: string } };
    expect(json.openapi).toBe('3.1.0');
    expect(yamlTitle).toBeTruthy();
    expect(json.info.title).toBe(yamlTitle);
  });
});

describe('reading the document at request time', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'contract-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const appFor = (contractFile: string) => {
    const app = new Hono();
    mountReferencePage(app, { contractFile });
    return app;
  };

  it('shows an edit of the file on the next request, without a restart', async () => {
    const file = join(dir, 'openapi.yaml');
    const app = appFor(file);
    writeFileSync(file, 'openapi: 3.1.0\ninfo: { title: First, version: 1.0.0 }\n');
    expect(await (await app.request('/contract/openapi.json')).json()).toEqual({
      openapi: '3.1.0',
      info: { title: 'First', version: '1.0.0' },
    });
    writeFileSync(file, 'openapi: 3.1.0\ninfo: { title: Second, version: 1.0.1 }\n');
    expect(await (await app.request('/contract/openapi.json')).json()).toEqual({
      openapi: '3.1.0',
      info: { title: 'Second', version: '1.0.1' },
    });
    expect(await (await app.request('/contract/openapi.yaml')).text()).toBe(
      'openapi: 3.1.0\ninfo: { title: Second, version: 1.0.1 }\n',
    );
  });

  it('says which file is missing, and that a broken file does not parse', async () => {
    const missing = join(dir, 'none.yaml');
    const gone = await appFor(missing).request('/contract/openapi.yaml');
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({
      statusCode: 404,
      status: 'failure',
      message: `No contract document at ${missing}`,
    });
    const broken = join(dir, 'broken.yaml');
    writeFileSync(broken, 'openapi: 3.1.0\ninfo: [unclosed\n');
    const res = await appFor(broken).request('/contract/openapi.json');
    expect(res.status).toBe(500);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^contract\/openapi\.yaml does not parse: /,
    );
  });
});

describe('production mode', () => {
  let running: RunningSandbox;
  beforeAll(async () => {
    running = await startSandbox({
      mode: 'production',
      port: 0,
      dbPath: ':memory:',
      distDir: null,
    });
  });
  afterAll(async () => running.close());

  it('serves none of it: each address is a 404 like any unknown path', async () => {
    for (const path of [
      '/contract',
      '/contract/openapi.yaml',
      '/contract/openapi.json',
      '/contract/assets/reference.js',
      '/contract/assets/swagger-ui-5.35.0/swagger-ui-bundle.js',
    ]) {
      const res = await fetch(running.url + path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({
        statusCode: 404,
        status: 'failure',
        message: `No route GET ${path}`,
      });
    }
  });
});
