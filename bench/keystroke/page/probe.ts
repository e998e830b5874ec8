/**
 * In-page latency probe: from a keydown to the first task after the next frame. React commits a
 * discrete input's update before the event returns, so a requestAnimationFrame queued from the
 * input event runs after the commit, just before paint; a MessageChannel message posted there
 * lands after the paint. The keydown's own timeStamp is the start, so time spent before the
 * listener ran (delivery, queueing) counts too.
 */
export interface Probe {
  samples: number[];
  /** Resolves once `count` samples exist; rejects after 10 s (a key that fired no input). */
  waitFor(count: number): Promise<void>;
}
export type ProbeWindow = Window & { __probe: Probe };

export function installProbe(): void {
  const samples: number[] = [];
  let waiting: { count: number; done: () => void } | undefined;
  let start: number | undefined;
  addEventListener(
    'keydown',
    (event) => {
      const now = performance.now();
      start = event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now;
    },
    true,
  );
  addEventListener(
    'input',
    () => {
      const from = start;
      start = undefined;
      if (from === undefined) return;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          samples.push(performance.now() - from);
          if (waiting && samples.length >= waiting.count) waiting.done();
        };
        channel.port2.postMessage(null);
      });
    },
    true,
  );
  const probe: Probe = {
    samples,
    waitFor: (count) =>
      new Promise((resolve, reject) => {
        if (samples.length >= count) return resolve();
        const timer = setTimeout(() => reject(new Error(`no sample ${count} after 10 s`)), 10_000);
        waiting = {
          count,
          done: () => {
            clearTimeout(timer);
            waiting = undefined;
            resolve();
          },
        };
      }),
  };
  (window as unknown as ProbeWindow).__probe = probe;
}
