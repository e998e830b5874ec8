/**
 * The operator sandbox as a Hono app: portal, auth and content services, the card gateway, the
 * control API (sandbox mode only) and the built portal, all on one origin. State lives in SQLite
 * (node:sqlite).
 */
import { Hono } from 'hono';
import { fileURLToPath } from 'node:url';
import { AUTH_BASE, CONTENT_BASE, PORTAL_BASE } from '../src/api/endpoints.ts';
import { defaultRuntimeConfig } from '../src/api/runtimeConfig.ts';
import { mountEditorPage } from './cms/editorPage.ts';
import { mountCmsPublishing } from './cms/publish.ts';
import { mountReferencePage } from './contract/referencePage.ts';
import { mountContractViolations } from './control/contractViolations.ts';
import { mountControl } from './control/control.ts';
import { setClock, type Clock } from './core/clock.ts';
import { openDb, resetDb } from './core/db.ts';
import { publicKeyPem } from './core/keys.ts';
import { mountApiRoutes } from './core/mount.ts';
import { mountCardGateway } from './gateway/cardGateway.ts';
import { mountPaystack } from './gateway/paystack.ts';
import { PAYSTACK_SCRIPT_PATH } from './gateway/paystackContract.ts';
import { appHeaders, SANDBOX_API_KEY } from './middleware/appHeaders.ts';
import { requestBodyLimit } from './middleware/bodyLimit.ts';
import { compress } from './middleware/compress.ts';
import { contractWatch } from './middleware/contractWatch.ts';
import { faults } from './middleware/faults.ts';
import { revalidate } from './middleware/revalidate.ts';
import { securityHeaders } from './middleware/security.ts';
import { mountStatic } from './middleware/static.ts';
import type { SandboxMode } from './mode.ts';
import { apiRoutes } from './routes/index.ts';

export interface SandboxOptions {
  /** 'sandbox' mounts the control API; 'production' has none of it (mode.ts). */
  mode: SandboxMode;
  /** More hosts the control API answers under (control/guard.ts); the loopback names always. */
  allowedHosts?: readonly string[];
  /** SQLite file; default sandbox/data/sandbox.db. `:memory:` for tests. */
  dbPath?: string;
  /** The built portal to serve; null serves no static files. Default: dist/. */
  distDir?: string | null;
  /** The built CMS editor page (sandbox mode only). Default: dist-editor/; null serves none. */
  editorDir?: string | null;
  /** Folder holding cms/{en,sw}/*.json. Default: schemas/. */
  schemasDir?: string;
  /** The sandbox's clock (OTP limits and expiry, core/clock.ts); tests move it. Default: Date.now. */
  now?: Clock;
  /**
   * Judge every service call and answer against the contract and keep what breaks it for
   * GET /__sandbox/contract-violations (middleware/contractWatch.ts). Default false.
   */
  watchContract?: boolean;
  /** The contract the watch judges by. Default: contract/openapi.yaml. */
  contractFile?: string;
}

export interface Sandbox {
  app: Hono;
  /** Back to the seeded data. */
  reset(): void;
  close(): void;
}

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The runtime config the portal loads from /config.json. */
export const sandboxRuntimeConfig = {
  ...defaultRuntimeConfig,
  apiKey: SANDBOX_API_KEY,
  rsaPublicKey: publicKeyPem,
  pinPadding: 'oaep' as const,
  paystackScriptUrl: PAYSTACK_SCRIPT_PATH,
};

export function createSandbox(opts: SandboxOptions): Sandbox {
  const db = openDb(opts.dbPath ?? here('./data/sandbox.db'));
  setClock(db, opts.now ?? Date.now);
  const schemasDir = opts.schemasDir ?? here('../schemas');
  const distDir = opts.distDir === undefined ? here('../dist') : opts.distDir;
  const app = new Hono();
  app.onError((error, c) => {
    console.error('[sandbox]', error);
    return c.json({ statusCode: 500, status: 'failure', message: 'Sandbox internal error' }, 500);
  });
  app.use('*', securityHeaders);
  app.use('*', revalidate);
  app.use('*', compress);
  // Inside compress (it reads plain bodies), outside the limit, faults and headers (it sees
  // their refusals).
  const watch = opts.watchContract
    ? contractWatch({
        ...(opts.contractFile === undefined ? {} : { file: opts.contractFile }),
        bases: { portal: PORTAL_BASE, auth: AUTH_BASE, content: CONTENT_BASE },
      })
    : undefined;
  if (watch) app.use('*', watch.middleware);
  app.use('*', requestBodyLimit);
  app.use('*', faults(db));
  app.use('*', appHeaders);
  app.get('/config.json', (c) => c.json(sandboxRuntimeConfig));
  mountApiRoutes(app, apiRoutes, { db, schemasDir });
  const hosts = { allowedHosts: opts.allowedHosts ?? [] };
  if (opts.mode === 'sandbox') {
    mountControl(app, db, hosts);
    mountContractViolations(app, watch ? watch.take : () => []);
    // Publishing is the editor's, and the editor is the sandbox's: production has neither.
    mountCmsPublishing(app, db, schemasDir, hosts);
    const editorDir = opts.editorDir === undefined ? here('../dist-editor') : opts.editorDir;
    if (editorDir) mountEditorPage(app, editorDir);
    // The contract's reference page is the sandbox's too: integrators read it here (issue 34).
    mountReferencePage(
      app,
      opts.contractFile === undefined ? {} : { contractFile: opts.contractFile },
    );
  }
  // The gateway stand-ins exist in both modes: the services hand out their URLs.
  mountCardGateway(app, db, hosts);
  mountPaystack(app, db, hosts);
  if (distDir) mountStatic(app, distDir);
  app.notFound((c) =>
    c.json(
      { statusCode: 404, status: 'failure', message: `No route ${c.req.method} ${c.req.path}` },
      404,
    ),
  );
  return { app, reset: () => resetDb(db), close: () => db.close() };
}
