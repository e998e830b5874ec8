import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** bench/RESULTS.md: each benchmark owns one section, replaced on every run. */
export const resultsPath = fileURLToPath(new URL('./RESULTS.md', import.meta.url));

const header = `# Benchmark results

Figures written by \`npm run bench\` (each section by its script, with the date and machine).
They are measurements to compare, never thresholds: no test asserts a time.
`;

/** Where and when a figure was taken, for the section headings. */
export function stamp(): string {
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${process.platform}/${process.arch}`;
}

/** Replaces (or appends) the section `name` of RESULTS.md with `markdown`. */
export function writeSection(name: string, markdown: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const current = existsSync(resultsPath) ? readFileSync(resultsPath, 'utf8') : header;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(resultsPath, next);
}

/** Median of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** 12345 -> "12.1 KiB". */
export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** True when the module is the script node was started with (so it can run alone or from run.ts). */
export function isMain(url: string): boolean {
  return process.argv[1] !== undefined && fileURLToPath(url) === process.argv[1];
}
