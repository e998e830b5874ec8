/**
 * Leaving a screen cancels what it asked for, over real HTTP (MSW): the request's signal aborts
 * once its last reader has gone, and nothing of it reaches a person or the API cache.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBundles } from '../bundles/useBundles.ts';
import { ok, PORTAL } from '../testing/envelope.ts';
import { testBundle } from '../testing/bundles.ts';
import { setUpTestServer } from '../testing/testServer.ts';
import { clearApiCache } from '../api/cache.ts';

const LINE = { msisdn: '712000001', lineType: 'PREPAID' };
const BUNDLE = testBundle('Data', 'Daily', 'Daily 1GB', '1', 'GB', 1, 1000, 'D1GB');

/** The bundle requests MSW received, and a way to answer the ones still waiting. */
const received: Request[] = [];
let answer: () => void = () => {};

setUpTestServer(() => [
  http.post(`${PORTAL}/product/v1/bundle`, async ({ request }) => {
    received.push(request);
    // Waits for the test to answer, or for the request to be cancelled.
    await new Promise<void>((done) => {
      const previous = answer;
      answer = () => {
        previous();
        done();
      };
      request.signal.addEventListener('abort', () => done());
    });
    return ok([BUNDLE]);
  }),
]);

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  received.length = 0;
  answer = () => {};
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  consoleError.mockRestore();
  clearApiCache();
});

const readBundles = (onError: (message: string) => void) =>
  renderHook(() => useBundles(LINE, onError));

describe('leaving a screen cancels its request', () => {
  it('aborts the request of a screen unmounted mid-request, and shows and caches nothing', async () => {
    const onError = vi.fn();
    const page = readBundles(onError);
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.signal.aborted).toBe(false);
    page.unmount();
    expect(received[0]!.signal.aborted).toBe(true);
    // Let the cancelled call settle: it reaches no toast, no console, no cache.
    await new Promise((done) => setTimeout(done, 20));
    expect(onError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // A later visit asks again (nothing was cached) and shows the real answer.
    const again = readBundles(onError);
    await waitFor(() => expect(received).toHaveLength(2));
    answer();
    await waitFor(() =>
      expect(again.result.current).toEqual({ status: 'ready', bundles: [BUNDLE] }),
    );
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps a shared request for the reader who stays, and aborts it when the last one leaves', async () => {
    const first = readBundles(() => {});
    const second = readBundles(() => {});
    const third = readBundles(() => {});
    await waitFor(() => expect(received).toHaveLength(1));
    first.unmount();
    expect(received[0]!.signal.aborted).toBe(false);
    second.unmount();
    expect(received[0]!.signal.aborted).toBe(false);
    third.unmount();
    expect(received[0]!.signal.aborted).toBe(true);
  });

  it('answers the reader who stays with the shared request', async () => {
    const leaving = readBundles(() => {});
    const staying = readBundles(() => {});
    await waitFor(() => expect(received).toHaveLength(1));
    leaving.unmount();
    answer();
    await waitFor(() =>
      expect(staying.result.current).toEqual({ status: 'ready', bundles: [BUNDLE] }),
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.signal.aborted).toBe(false);
  });
});
