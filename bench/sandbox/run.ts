/**
 * `npm run bench:sandbox`: transaction/v1/initiate (a card payment, a new transaction each time)
 * at 50 concurrent connections against `npm start`'s sandbox in its own process with a fresh
 * SQLite file: 3 rounds of 3 s after a 1 s warm-up, figures printed and written to
 * bench/RESULTS.md (section `sandbox`). Target (issue 13): >= 1000 req/s, judged on the median
 * round. A measurement, never a test. BENCH_SANDBOX_SECONDS, BENCH_SANDBOX_ROUNDS and
 * BENCH_SANDBOX_CONNECTIONS change the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { freemem, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '../../src/api/endpoints.ts';
import { fullPath } from '../../sandbox/core/mount.ts';
import { REQUIRED_HEADERS, SANDBOX_API_KEY } from '../../sandbox/middleware/appHeaders.ts';
import { spawnSandbox } from '../../sandbox/spawn.ts';
import { median, stamp } from '../results.ts';
import { coreCount, cpuModel } from '../web/machine.ts';
import { writeFormattedSection } from '../web/writeFormatted.ts';
import { load, type LoadFigures } from './load.ts';

const TARGET_PER_SECOND = 1000;
const seconds = Number(process.env.BENCH_SANDBOX_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_SANDBOX_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_SANDBOX_CONNECTIONS ?? 50);

/** The app headers a portal request carries (API-6), with the sandbox's key. */
const appHeaders = Object.fromEntries(
  Object.entries(REQUIRED_HEADERS).map(([name, value]) => [
    name,
    name === 'x-api-key' ? SANDBOX_API_KEY : (value ?? 'ORP_PORTAL'),
  ]),
);

/** A prepaid recharge of TZS 1000 for the happy-path number, paid by card (Selcom). */
const body = JSON.stringify({
  data: {
    amount: 1000,
    countryCode: '255',
    currencyCode: 'TZS',
    transactionType: 'PREPAID_RECHARGE',
    emailId: 'bench@example.co.tz',
    mobileNumber: '712000001',
    paymentMode: 'PG',
    paymentGateway: 'Selcom',
  },
});

const dir = mkdtempSync(join(tmpdir(), 'bench-sandbox-'));
const startLoad = loadavg()[0] ?? 0;
const sandbox = await spawnSandbox(join(dir, 'sandbox.db'));
const results: LoadFigures[] = [];
try {
  const target = {
    url: sandbox.url + fullPath(endpoints.initiate),
    method: 'POST',
    headers: { ...appHeaders, 'Content-Type': 'application/json' },
    body,
  };
  await load(target, connections, 1); // warm-up: JIT, SQLite pages, sockets
  for (let round = 0; round < rounds; round += 1)
    results.push(await load(target, connections, seconds));
} finally {
  sandbox.child.kill('SIGTERM');
  await sandbox.exited;
  rmSync(dir, { recursive: true, force: true });
}
const endLoad = loadavg()[0] ?? 0;

const perSecond = Math.round(median(results.map((r) => r.perSecond)));
const verdict = perSecond >= TARGET_PER_SECOND ? 'meets' : 'misses';
const total = results.reduce((sum, r) => sum + r.requests, 0);
const errors = results.reduce((sum, r) => sum + r.errors, 0);
console.info(
  `sandbox initiate: median ${perSecond} req/s at ${connections} connections (rounds: ${results.map((r) => Math.round(r.perSecond)).join(', ')}; ${total} requests, ${errors} errors): ${verdict} the ${TARGET_PER_SECOND} req/s target`,
);

const rows = results
  .map(
    (r, i) =>
      `| ${i + 1} | ${Math.round(r.perSecond)} | ${r.requests} in ${r.seconds.toFixed(1)} s | ${r.errors} | ${r.latencyMs.p50} / ${r.latencyMs.p90} / ${r.latencyMs.p99} / ${r.latencyMs.max} |`,
  )
  .join('\n');
await writeFormattedSection(
  'sandbox',
  `
## Sandbox: payment initiation under load (${stamp()})

Machine: ${cpuModel()}, ${coreCount()} cores (shared), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM (${(freemem() / 2 ** 30).toFixed(1)} GiB free).
Load average ${startLoad.toFixed(1)} at start, ${endLoad.toFixed(1)} at end (other work on the box lowers these figures).
\`npm run bench:sandbox\`: \`POST transaction/v1/initiate\` (card, TZS 1000, a new transaction each
time) against \`sandbox/start.ts\` in its own process with a fresh SQLite file, from a raw-socket
HTTP/1.1 load loop (autocannon is not installed) over ${connections} keep-alive connections on the
same machine: ${rounds} rounds of ${seconds} s after a 1 s warm-up.

**Median ${perSecond} req/s** (target >= ${TARGET_PER_SECOND}: ${verdict} it), ${errors} errors in ${total} requests.

| round | req/s | requests | errors | latency p50 / p90 / p99 / max (ms) |
| --- | --- | --- | --- | --- |
${rows}
`,
);
console.info('written to bench/RESULTS.md');
