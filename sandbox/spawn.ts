/**
 * `npm start`'s sandbox (sandbox/start.ts) as a child process on a free port, for what must see
 * the real process: the shutdown test sends it signals, the bench loads it from another process
 * (a load loop in the same event loop as the server would measure itself).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const START = fileURLToPath(new URL('./start.ts', import.meta.url));

export interface SandboxProcess {
  url: string;
  child: ChildProcess;
  /** Everything the child printed so far (stdout and stderr). */
  output(): string;
  /** Resolves when the child printed a line matching `pattern`. */
  printed(pattern: RegExp): Promise<void>;
  /** Resolves with the exit code once the child exited. */
  exited: Promise<number | null>;
}

/** Starts the sandbox on a free port with its database at `dbPath` and no built portal needed. */
export function spawnSandbox(
  dbPath: string,
  env: Record<string, string> = {},
): Promise<SandboxProcess> {
  const child = spawn(process.execPath, [START], {
    env: { ...process.env, PORT: '0', SANDBOX_DB: dbPath, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const waiters: { pattern: RegExp; done: () => void }[] = [];
  const take = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(text)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.done();
      }
    }
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const printed = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      if (pattern.test(text)) return resolve();
      waiters.push({ pattern, done: resolve });
      void exited.then((code) =>
        reject(new Error(`sandbox exited (${code}) before printing ${pattern}:\n${text}`)),
      );
    });
  // start.ts prints `… operator sandbox (sandbox mode): http://localhost:PORT`.
  const ready = /sandbox(?: \(\w+ mode\))?: (http:\/\/\S+)/;
  return printed(ready).then(() => {
    // It prints localhost for people; it listens on 127.0.0.1, which ::1 first would miss.
    const url = (ready.exec(text)?.[1] ?? '').replace('localhost', '127.0.0.1');
    return { url, child, output: () => text, printed, exited };
  });
}
