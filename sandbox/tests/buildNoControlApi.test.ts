/** build/noControlApi.ts: the portal's production build never names the sandbox's control API. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type PluginOption } from 'vite';
import { describe, expect, it } from 'vitest';
import { controlApiReferences, noControlApi } from '../../build/noControlApi.ts';
import viteConfig from '../../vite.config.ts';

function project(main: string): string {
  const root = mkdtempSync(join(tmpdir(), 'no-control-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(join(root, 'main.js'), main);
  return root;
}

const buildOf = (root: string) =>
  build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [noControlApi()],
    build: { outDir: join(root, 'dist'), emptyOutDir: true },
  });

const names = (plugins: PluginOption[] | undefined): string[] =>
  (plugins ?? [])
    .flat(Infinity as 1)
    .flatMap((p) => (p && typeof p === 'object' && 'name' in p ? [p.name] : []));

describe('controlApiReferences', () => {
  it('finds each control path and the control header, in any letter case', () => {
    expect(
      controlApiReferences({
        'a.js': 'fetch("/__sandbox/reset",{method:"POST"})',
        'b.js': 'h["x-sandbox-control"]="1";u="/__SANDBOX/FAULTS"',
        'c.html': '<a href="/__sandbox/transactions">',
      }),
    ).toEqual([
      'a.js: /__sandbox/reset',
      'b.js: /__sandbox/faults',
      'b.js: x-sandbox-control',
      'c.html: /__sandbox/transactions',
    ]);
  });

  it("finds nothing in the gateway stand-ins' paths the portal may know", () => {
    expect(
      controlApiReferences({
        'a.js': 'u="/__sandbox/paystack/inline.js";r="/__sandbox/gw/pay?tid=";c="/config.json"',
      }),
    ).toEqual([]);
  });
});

describe('the Vite plugin', () => {
  it('fails a build whose code calls the control API, naming the file and the path', async () => {
    const root = project(
      "fetch('/__sandbox/faults', { method: 'POST' }).then(() => document.body.append('armed'));\n",
    );
    await expect(buildOf(root)).rejects.toThrow(
      /The build references the sandbox control API, which production never has: assets\/index-[\w-]+\.js: \/__sandbox\/faults/,
    );
  });

  it('lets a clean build through', async () => {
    const root = project("document.body.append('Twiga');\n");
    await expect(buildOf(root)).resolves.toBeDefined();
  });

  it("is part of the portal's own build (vite.config.ts)", () => {
    expect(names(viteConfig.plugins)).toContain('twiga:no-control-api');
  });
});
