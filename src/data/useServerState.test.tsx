import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useServerState, type ServerState } from './useServerState.ts';

type Answer = { status: 'ready'; text: string } | { status: 'error'; message: string };

/** A loader whose answers the test releases by hand, counting its calls per key. */
function manualLoader() {
  const calls: string[] = [];
  const waiting = new Map<string, (answer: Answer) => void>();
  const loaderFor = (key: string) => () => {
    calls.push(key);
    return new Promise<Answer>((resolve) => waiting.set(key, resolve));
  };
  const answer = async (key: string, value: Answer) => {
    await act(async () => waiting.get(key)?.(value));
  };
  return { calls, loaderFor, answer };
}

function Shown({ state }: { state: ServerState<Answer> }) {
  if (state.status === 'ready') return <p>{state.text}</p>;
  if (state.status === 'error') return <p role="alert">{state.message}</p>;
  return <p>{state.status}</p>;
}

describe('useServerState', () => {
  it('shares one request between two components asking the same key', async () => {
    const loader = manualLoader();
    function Reader() {
      return <Shown state={useServerState('plans', loader.loaderFor('plans'))} />;
    }
    render(
      <>
        <Reader />
        <Reader />
      </>,
    );
    expect(screen.getAllByText('loading')).toHaveLength(2);
    await loader.answer('plans', { status: 'ready', text: 'Plan A' });
    expect(screen.getAllByText('Plan A')).toHaveLength(2);
    expect(loader.calls).toEqual(['plans']);
  });

  it('drops the answer of an older key that arrives after the newer one', async () => {
    const loader = manualLoader();
    const { result, rerender } = renderHook(
      ({ line }: { line: string }) => useServerState(line, loader.loaderFor(line)),
      { initialProps: { line: '712000001' } },
    );
    rerender({ line: '712000002' });
    await loader.answer('712000002', { status: 'ready', text: 'second line' });
    await loader.answer('712000001', { status: 'ready', text: 'first line' });
    expect(result.current).toEqual({ status: 'ready', text: 'second line' });
    expect(loader.calls).toEqual(['712000001', '712000002']);
  });

  it('never asks again for the same key, whatever re-renders and new functions come', async () => {
    const load = vi.fn(async (): Promise<Answer> => ({ status: 'ready', text: 'Config' }));
    const { result, rerender } = renderHook(() =>
      useServerState('config', () => load(), { onSettled: () => undefined }),
    );
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', text: 'Config' }));
    rerender();
    rerender();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a warm cache on the first render, once, without asking', async () => {
    const load = vi.fn(async (): Promise<Answer> => ({ status: 'ready', text: 'fresh' }));
    function Reader() {
      const state = useServerState('config', load, {
        peek: () => ({ status: 'ready', text: 'cached' }),
      });
      return <Shown state={state} />;
    }
    const commits = vi.fn();
    render(
      <Profiler id="reader" onRender={commits}>
        <Reader />
      </Profiler>,
    );
    expect(screen.getByText('cached')).toBeInTheDocument();
    await act(async () => {}); // a load would answer here and commit again
    expect(commits).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the error the load settled with and tells onSettled once', async () => {
    const onSettled = vi.fn();
    render(<ErrorReader onSettled={onSettled} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something Went Wrong!');
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledWith({
      status: 'error',
      message: 'Something Went Wrong!',
    });
  });

  it('stays idle and asks nothing while disabled, then loads once enabled', async () => {
    const loader = manualLoader();
    const { result, rerender } = renderHook(
      ({ enabled }: { enabled: boolean }) =>
        useServerState('bundles', loader.loaderFor('bundles'), { enabled }),
      { initialProps: { enabled: false } },
    );
    expect(result.current).toEqual({ status: 'idle' });
    expect(loader.calls).toEqual([]);
    rerender({ enabled: true });
    expect(result.current).toEqual({ status: 'loading' });
    await loader.answer('bundles', { status: 'ready', text: 'Daily 1GB' });
    expect(result.current).toEqual({ status: 'ready', text: 'Daily 1GB' });
  });

  it('keeps the last answer while a new key of the same group loads, not of another', async () => {
    const loader = manualLoader();
    const { result, rerender } = renderHook(
      ({ language, round }: { language: string; round: number }) =>
        useServerState(`${language}:${round}`, loader.loaderFor(`${language}:${round}`), {
          keepWithin: language,
        }),
      { initialProps: { language: 'EN', round: 0 } },
    );
    await loader.answer('EN:0', { status: 'ready', text: 'FAQ' });
    rerender({ language: 'EN', round: 1 });
    expect(result.current).toEqual({ status: 'ready', text: 'FAQ' });
    rerender({ language: 'SW', round: 1 });
    expect(result.current).toEqual({ status: 'loading' });
  });

  it('starts afresh when every asker left a request that never answered', () => {
    const loader = manualLoader();
    const first = renderHook(() => useServerState('towns', loader.loaderFor('towns')));
    first.unmount();
    renderHook(() => useServerState('towns', loader.loaderFor('towns')));
    expect(loader.calls).toEqual(['towns', 'towns']);
  });

  it('lets a late answer reach nobody after unmount', async () => {
    const loader = manualLoader();
    const onSettled = vi.fn();
    const { unmount } = renderHook(() =>
      useServerState('charge', loader.loaderFor('charge'), { onSettled }),
    );
    unmount();
    await loader.answer('charge', { status: 'ready', text: 'USD 25' });
    expect(onSettled).not.toHaveBeenCalled();
  });
});

function ErrorReader({ onSettled }: { onSettled: (settled: Answer) => void }) {
  const state = useServerState(
    'options',
    async (): Promise<Answer> => ({ status: 'error', message: 'Something Went Wrong!' }),
    { onSettled },
  );
  return <Shown state={state} />;
}
