import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOnlineState, followBrowser, onlineState, resetOnlineState } from './onlineState.ts';

describe('online state (OFF-5, OFF-7)', () => {
  afterEach(() => {
    resetOnlineState();
    vi.restoreAllMocks();
  });

  it('starts from what the browser says', () => {
    expect(createOnlineState(true).get()).toBe('online');
    expect(createOnlineState(false).get()).toBe('offline');
  });

  it('goes offline, then back online, then quiet once dismissed', () => {
    const state = createOnlineState(true);
    state.offline();
    expect(state.get()).toBe('offline');
    state.online();
    expect(state.get()).toBe('backOnline');
    state.dismiss();
    expect(state.get()).toBe('online');
  });

  it('says nothing new for an online event while online, nor a dismiss while offline', () => {
    const state = createOnlineState(true);
    state.online();
    expect(state.get()).toBe('online');
    state.offline();
    state.dismiss();
    expect(state.get()).toBe('offline');
  });

  it('drops the back-online notice when the connection drops again', () => {
    const state = createOnlineState(false);
    state.online();
    state.offline();
    expect(state.get()).toBe('offline');
  });

  it('tells its listeners of each change, once, until they leave', () => {
    const state = createOnlineState(true);
    const listener = vi.fn();
    const leave = state.subscribe(listener);
    state.offline();
    state.offline();
    expect(listener).toHaveBeenCalledTimes(1);
    leave();
    state.online();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("follows the window's offline and online events until stopped", () => {
    const state = createOnlineState(true);
    const stop = followBrowser(state);
    window.dispatchEvent(new Event('offline'));
    expect(state.get()).toBe('offline');
    window.dispatchEvent(new Event('online'));
    expect(state.get()).toBe('backOnline');
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(state.get()).toBe('backOnline');

    const other = createOnlineState(false);
    followBrowser(other)();
    window.dispatchEvent(new Event('online'));
    expect(other.get()).toBe('offline');
  });

  it("the page's store reads navigator.onLine and follows the window", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(onlineState().get()).toBe('offline');
    expect(onlineState()).toBe(onlineState());
    window.dispatchEvent(new Event('online'));
    const first = onlineState();
    expect(first.get()).toBe('backOnline');

    // Once forgotten, the old store no longer follows the window.
    resetOnlineState();
    window.dispatchEvent(new Event('offline'));
    expect(first.get()).toBe('backOnline');
  });
});
