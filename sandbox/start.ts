/**
 * `npm start`: the sandbox serving dist/ and every service on one port (PORT, default 8080), with
 * the control API. `--production` (`npm run start:production`) serves the same without it.
 * SANDBOX_DB names another SQLite file (benches and tests use a temporary one);
 * SANDBOX_SHUTDOWN_GRACE_MS bounds the wait for requests in flight on SIGTERM/SIGINT.
 */
import { SHUTDOWN_GRACE_MS, startSandbox } from './listen.ts';
import { allowedHostsFromEnv, modeFromArgs } from './mode.ts';

const TEST_DATA = `
Sandbox test data (full table: README.md / docs of the sandbox)
  712000001  PREPAID  happy path: airtime 50000 TZS, wallet PIN 1234, payments SUCCESS
  712000002  PREPAID  airtime balance 200 TZS (insufficient for most payments)
  712000003  PREPAID  wallet locked: PIN step answers 1006
  712000004  PREPAID  slow settlement: IN_PROCESS / REQUEST_REGISTERED for 2 polls, then SUCCESS
  712000005  PREPAID  payments FAILED: 'Insufficient funds in wallet'
  712000006  PREPAID  OTP send/resend answer 502
  713000001  POSTPAID bill 45500.50, account 1000000001
  713000002  HYBRID   bill 12000, account 1000000002
  714000001  PREPAID  broadband router: active bundles 12.5 GB, unlimited, airtime
  719999999  -        Invalid Mobile No
  OTP 123456 correct (others: 2003, fifth 2002)   PIN 1234 correct (others: 1004/56D005, fifth 1006)
  Fixed internet: PE0000000001 + billing@example.co.tz (3 invoices), EP0000000002 (No Data found)
  HBB towns: Dar es Salaam, Arusha, Dodoma, Mwanza feasible; Kigoma, Mtwara not; fullName 'No Lead'
`;
const CONTROL = `  Control API (header X-Sandbox-Control: 1, same origin only): POST /__sandbox/reset,
    PATCH /__sandbox/config, POST /__sandbox/faults, GET /__sandbox/transactions, GET /__sandbox/forms,
    GET /__sandbox/balances, GET /__sandbox/sms
`;

const port = Number(process.env.PORT ?? 8080);
const mode = modeFromArgs(process.argv.slice(2));
const graceMs = Number(process.env.SANDBOX_SHUTDOWN_GRACE_MS ?? SHUTDOWN_GRACE_MS);
const running = await startSandbox({
  mode,
  allowedHosts: allowedHostsFromEnv(process.env.SANDBOX_ALLOWED_HOSTS),
  port,
  hostname: process.env.HOST ?? '127.0.0.1',
  ...(process.env.SANDBOX_DB ? { dbPath: process.env.SANDBOX_DB } : {}),
});
console.info(
  `Twiga portal and operator sandbox (${mode} mode): ${running.url.replace('127.0.0.1', 'localhost')}`,
);
console.info(mode === 'sandbox' ? TEST_DATA + CONTROL : `${TEST_DATA}  Control API: none\n`);

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  // A second Ctrl-C means "now": the person does not want to wait for the requests in flight.
  if (stopping) process.exit(130);
  stopping = true;
  console.info(
    `Sandbox: ${signal}, stopping: ${running.inFlight()} request(s) in flight, waiting up to ${graceMs} ms`,
  );
  void running.stop(graceMs).then(({ finished, cut }) => {
    console.info(
      finished
        ? 'Sandbox: stopped cleanly'
        : `Sandbox: stopped, ${cut} request(s) cut at the bound`,
    );
    process.exit(0);
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
