// OFF-2: the service worker waits for the page's load event, then for idle time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from './afterPageLoad.ts';

function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
  const listeners: Array<() => void> = [];
  const idleCallbacks: Array<() => void> = [];
  const target = {
    document: { readyState },
    addEventListener: vi.fn((type: string, listener: () => void) => {
      if (type === 'load') listeners.push(listener);
    }),
    setTimeout: vi.fn((fn: () => void) => {
      idleCallbacks.push(fn);
      return 1;
    }),
    ...(idle
      ? {
          requestIdleCallback: vi.fn((fn: () => void) => {
            idleCallbacks.push(fn);
            return 1;
          }),
        }
      : {}),
  };
  return {
    target: target as unknown as Window,
    load: () => listeners.splice(0).forEach((l) => l()),
    idle: () => idleCallbacks.splice(0).forEach((c) => c()),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('afterPageLoad (OFF-2)', () => {
  it('waits for the load event and then for idle time before it runs the task', () => {
    const task = vi.fn();
    const page = fakeWindow('interactive', true);
    afterPageLoad(task, page.target);
    page.idle();
    expect(task).not.toHaveBeenCalled();
    page.load();
    expect(task).not.toHaveBeenCalled();
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('on a page already loaded, waits only for idle time', () => {
    const task = vi.fn();
    const page = fakeWindow('complete', true);
    afterPageLoad(task, page.target);
    expect(task).not.toHaveBeenCalled();
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback, runs the task in a timeout after the load event', () => {
    const task = vi.fn();
    const page = fakeWindow('loading', false);
    afterPageLoad(task, page.target);
    page.load();
    expect(task).not.toHaveBeenCalled();
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
