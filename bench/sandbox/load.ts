/**
 * A small HTTP/1.1 load loop (autocannon is not in node_modules): `connections` keep-alive
 * sockets each send the same prebuilt request again as soon as the previous answer ended, for
 * `seconds`. Raw sockets like autocannon's, not node:http's client: on a 2-core box the client
 * shares the CPU with the server, and a heavy client would measure itself.
 */
import { connect, type Socket } from 'node:net';

export interface LoadTarget {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

export interface LoadFigures {
  requests: number;
  /** Answers other than HTTP 200 with a success envelope, and broken connections. */
  errors: number;
  seconds: number;
  perSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
}

function requestBytes(target: LoadTarget): { host: string; port: number; bytes: Buffer } {
  const url = new URL(target.url);
  const body = Buffer.from(target.body);
  const head = [
    `${target.method} ${url.pathname}${url.search} HTTP/1.1`,
    `Host: ${url.host}`,
    'Connection: keep-alive',
    ...Object.entries(target.headers).map(([name, value]) => `${name}: ${value}`),
    `Content-Length: ${body.byteLength}`,
    '',
    '',
  ].join('\r\n');
  return {
    host: url.hostname,
    port: Number(url.port),
    bytes: Buffer.concat([Buffer.from(head), body]),
  };
}

/** The length of the first complete answer in `buffer` and whether it succeeded, or undefined. */
function answerIn(buffer: Buffer): { length: number; good: boolean } | undefined {
  const headEnd = buffer.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const head = buffer.subarray(0, headEnd).toString('latin1');
  const status = Number(head.slice(9, 12));
  const lengthHeader = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  let end: number;
  if (lengthHeader) {
    end = headEnd + 4 + Number(lengthHeader[1]);
  } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    const last = buffer.indexOf('\r\n0\r\n\r\n', headEnd);
    if (last < 0) return undefined;
    end = last + 7;
  } else {
    end = headEnd + 4;
  }
  if (buffer.length < end) return undefined;
  const body = buffer.subarray(headEnd + 4, end).toString('utf8');
  return { length: end, good: status === 200 && body.includes('"status":"success"') };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function load(
  target: LoadTarget,
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  const { host, port, bytes } = requestBytes(target);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;

  const worker = () =>
    new Promise<void>((done) => {
      const socket: Socket = connect({ host, port, noDelay: true });
      let pending: Buffer = Buffer.alloc(0);
      let sentAt = 0;
      const send = () => {
        if (performance.now() >= until) {
          socket.end();
          return done();
        }
        sentAt = performance.now();
        socket.write(bytes);
      };
      socket.on('connect', send);
      socket.on('data', (chunk: Buffer) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        const answer = answerIn(pending);
        if (!answer) return;
        latencies.push(performance.now() - sentAt);
        if (!answer.good) errors += 1;
        pending = pending.subarray(answer.length);
        send();
      });
      socket.on('error', () => (errors += 1));
      socket.on('close', () => done());
    });

  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: latencies.length,
    errors,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
    },
  };
}
