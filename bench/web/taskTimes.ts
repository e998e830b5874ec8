/**
 * Main-thread blocking from a Chromium trace, by thread CPU time instead of wall time. Lighthouse
 * multiplies each traced task's wall time by 4; on a shared machine a task's wall time includes
 * the time other processes held the core, so its TBT then measures the neighbours. A task's CPU
 * time (`tdur`) is the page's own work: x4 it stands for a phone as Lighthouse's simulation does.
 */

/** The trace events read here (Chrome trace event format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** Blocking of one page load, in ms of the slowed-down CPU. */
export interface Blocking {
  /**
   * Sum of (task - 50 ms) over every top-level task of the load. Lighthouse's TBT counts only the
   * tasks after the first contentful paint; without the network simulation that paint moves, so
   * this counts the whole load: the work a phone does to open the page.
   */
  all: number;
  /** Top-level tasks over 50 ms. */
  longTasks: number;
}

const LONG_TASK_MS = 50;

/** The renderer main thread that ran the page's scripts (a navigation may change process). */
function pageThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const scripted = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'v8.evaluateModule' && e.name !== 'FunctionCall') continue;
    const key = `${e.pid}:${e.tid}`;
    scripted.set(key, (scripted.get(key) ?? 0) + 1);
  }
  const busiest = [...scripted].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!busiest) return undefined;
  const [pid, tid] = busiest.split(':').map(Number);
  return pid === undefined || tid === undefined ? undefined : { pid, tid };
}

/** Blocking of the page in `events`, its tasks' CPU time multiplied by `slowdown`. */
export function blockingOf(events: TraceEvent[], slowdown = 4): Blocking {
  const thread = pageThread(events);
  const tasks = events.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === thread?.pid && e.tid === thread.tid,
  );
  let all = 0;
  let longTasks = 0;
  for (const task of tasks) {
    const ms = ((task.tdur ?? task.dur ?? 0) / 1000) * slowdown;
    if (ms <= LONG_TASK_MS) continue;
    longTasks++;
    all += ms - LONG_TASK_MS;
  }
  return { all, longTasks };
}
