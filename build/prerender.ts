/**
 * Build step (speed issue, item 6): writes a prerendered HTML page per route and language from
 * the published CMS content (schemas/cms/{en,sw}), so a visitor on a slow line sees the header,
 * footer and page in the right language while the code loads, and on a form page types into its
 * real fields at once (issue 28, decision #131):
 *   dist/index.html, dist/<path>/index.html        English
 *   dist/sw/index.html, dist/sw/<path>/index.html  Swahili (the app reads /sw/... as Swahili)
 *   dist/shell.html                                 the frame alone, for any other path
 * The markup comes from src/prerender/renderShell.tsx, loaded in Node through Vite's SSR loader
 * so it is the app's own components. Runs in closeBundle before build/precompress.ts (order
 * 'post'), which then compresses these pages too.
 */
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import type { PrerenderPage, ShellInput, ShellOutput } from '../src/prerender/renderShell.tsx';

interface ShellModule {
  renderShell(input: ShellInput): Promise<ShellOutput>;
  prerenderPages(): PrerenderPage[];
}

/**
 * The JS files a page's screen modules need, in the order to fetch them: each module's chunk
 * and its static imports, minus what index.html already loads.
 */
export function preloadFiles(
  modules: string[],
  chunks: Map<string, Rolldown.OutputChunk>,
  byFile: Map<string, Rolldown.OutputChunk>,
  already: Set<string>,
): string[] {
  const files: string[] = [];
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || already.has(chunk.fileName) || files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  modules.forEach((module) => visit(chunks.get(module)));
  return files;
}

/** The class names a page's markup uses. */
export function classesOf(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/** True when a stylesheet has a rule for one of `classes` (the page's first paint needs it). */
export function stylesAny(css: string, classes: Set<string>): boolean {
  for (const match of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
    if (classes.has(match[1] ?? '')) return true;
  }
  return false;
}

/**
 * The stylesheets of the chunks `files` names (Vite's per-chunk CSS) that style something in
 * `html`, minus those index.html links already: a page drawn as its screen (issue 28) is styled as
 * it will stay before its code arrives, so its fields do not move or change when the app takes
 * over. A stylesheet only later steps use (the map of the address step, the OTP dialog) is left
 * to come with its code, as before: every stylesheet in the head is one more style pass on a slow
 * phone before the page can be used.
 */
export function pageStyles(
  files: string[],
  byFile: Map<string, Rolldown.OutputChunk>,
  already: Set<string>,
  html: string,
  readCss: (file: string) => string,
): string[] {
  const css = files.flatMap((file) => [
    ...((byFile.get(file) as { viteMetadata?: { importedCss?: Set<string> } } | undefined)
      ?.viteMetadata?.importedCss ?? []),
  ]);
  const classes = classesOf(html);
  return [...new Set(css)].filter(
    (file) => !already.has(file) && stylesAny(readCss(file), classes),
  );
}

const LANGUAGES = [
  { language: 'EN', folder: 'en', prefix: '' },
  { language: 'SW', folder: 'sw', prefix: '/sw' },
] as const;

/** Where #root's placeholder sits in index.html; the prerendered markup replaces it. */
const ROOT_PATTERN = /<div id="root">[\s\S]*?<\/div>\s*(?=<noscript>)/;

/** All CMS packages of one language folder, parsed, by name. */
async function readPackages(dir: string): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const file of await readdir(dir)) {
    if (!file.endsWith('.json')) continue;
    out[file.slice(0, -'.json'.length)] = JSON.parse(await readFile(join(dir, file), 'utf8'));
  }
  return out;
}

/** Id of the JSON list of the page's code files that src/main.tsx preloads after the first paint. */
export const PRELOADS_ID = 'app-preloads';

/**
 * index.html with the shell in #root, the title and the language set, and the list of the
 * page's code files. The list is data (`type="application/json"`, never executed), read by
 * src/main.tsx once the shell is painted: the page's HTML and CSS get the line to themselves
 * first, then every file of the page's code is fetched at once (docs/decisions.md #43).
 */
export function fillTemplate(
  template: string,
  shell: ShellOutput,
  preloads: string[] = [],
  styles: string[] = [],
): string {
  if (!ROOT_PATTERN.test(template)) throw new Error('index.html: no <div id="root"> to fill');
  const list = JSON.stringify(preloads.map((file) => `/${file}`)).replace(/</g, '\\u003c');
  const links = styles
    .map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">\n`)
    .join('');
  const data = `${links}    <script type="application/json" id="${PRELOADS_ID}">${list}</script>\n`;
  return withLowScriptPriority(template.replace('</head>', `${data}  </head>`))
    .replace(/<html lang="[^"]*">/, `<html lang="${shell.lang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shell.title)}</title>`)
    .replace(ROOT_PATTERN, `<div id="root">${shell.html}</div>\n    `);
}

/**
 * The entry script (a few KiB that wait for the first paint) is fetched at low priority: the
 * page is drawn by its HTML and CSS. Vite's own modulepreloads, if any, likewise.
 */
export function withLowScriptPriority(html: string): string {
  return html
    .replace(
      /<script type="module" crossorigin/g,
      '<script type="module" fetchpriority="low" crossorigin',
    )
    .replace(
      /<link rel="modulepreload" crossorigin/g,
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Output file of a page: '/' -> index.html, '/a/b' -> a/b/index.html, under the language prefix. */
function outputFile(outDir: string, prefix: string, pathname: string): string {
  return join(outDir, `${prefix}${pathname}`.replace(/^\/+/, ''), 'index.html');
}

/** The Vite plugin. */
export function prerenderShell(): Plugin {
  let config: ResolvedConfig;
  let bundle: Rolldown.OutputBundle | undefined;
  return {
    name: 'twiga:prerender-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, written) {
      bundle = written;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const template = await readFile(join(outDir, 'index.html'), 'utf8').catch(() => '');
        // Another build through this config (Storybook's) has no portal page to fill.
        if (!ROOT_PATTERN.test(template)) return;
        // React and react-dom/server must both be their production builds (Vite's dev server
        // would otherwise switch an unset NODE_ENV to development for the React it loads).
        const nodeEnv = process.env.NODE_ENV;
        process.env.NODE_ENV = 'production';
        const server = await createServer({
          mode: 'production',
          configFile: false,
          root: config.root,
          logLevel: 'error',
          appType: 'custom',
          resolve: { alias: config.resolve.alias },
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const shell = (await server.ssrLoadModule(
            '/src/prerender/renderShell.tsx',
          )) as unknown as ShellModule;
          const chunks = new Map<string, Rolldown.OutputChunk>();
          const byFile = new Map<string, Rolldown.OutputChunk>();
          for (const output of Object.values(bundle ?? {})) {
            if (output.type !== 'chunk') continue;
            byFile.set(output.fileName, output);
            if (output.facadeModuleId) chunks.set(output.facadeModuleId, output);
          }
          const already = new Set(
            [...template.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map(
              (match) => match[1] ?? '',
            ),
          );
          const appDir = join(config.root, 'src', 'app');
          // The app itself (src/main.tsx imports it after the first paint) on every page.
          const boot = resolve(appDir, 'boot.tsx');
          let pages = 0;
          for (const { language, folder, prefix } of LANGUAGES) {
            const packages = await readPackages(join(config.root, 'schemas', 'cms', folder));
            const translations = Object.fromEntries(
              Object.entries(packages).filter(([name]) => name.endsWith('-translation')),
            ) as ShellInput['translations'];
            for (const { pathname, modules } of shell.prerenderPages()) {
              const page = await shell.renderShell({ pathname, language, packages, translations });
              const file = outputFile(outDir, prefix, pathname);
              const ids = [boot, ...modules.map((module) => resolve(appDir, module))];
              const files = preloadFiles(ids, chunks, byFile, already);
              await mkdir(dirname(file), { recursive: true });
              await writeFile(
                file,
                fillTemplate(
                  template,
                  page,
                  files,
                  page.screenStyles
                    ? pageStyles(files, byFile, already, page.html, (file) =>
                        readFileSync(join(outDir, file), 'utf8'),
                      )
                    : [],
                ),
              );
              pages += 1;
            }
          }
          // Any other path (a status page with its id, an unknown address): the frame alone.
          const frame = await shell.renderShell({
            pathname: '/',
            frameOnly: true,
            language: 'EN',
            packages: await readPackages(join(config.root, 'schemas', 'cms', 'en')),
            translations: {},
          });
          await writeFile(
            join(outDir, 'shell.html'),
            fillTemplate(template, frame, preloadFiles([boot], chunks, byFile, already)),
          );
          config.logger.info(`prerendered ${pages} pages and shell.html`);
        } finally {
          await server.close();
          if (nodeEnv === undefined) delete process.env.NODE_ENV;
          else process.env.NODE_ENV = nodeEnv;
        }
      },
    },
  };
}
