// OFF-2, OFF-4: the worker is registered at /sw.js; a new deployment taking over reloads the page once.
import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './registerServiceWorker.ts';

/** A browser's navigator.serviceWorker: `controlled` says whether a worker runs this page. */
function fakeContainer(controlled: boolean) {
  const listeners: Array<() => void> = [];
  const register = vi.fn(async (_url: string, _options?: RegistrationOptions) => ({}));
  const container = {
    controller: controlled ? ({} as ServiceWorker) : null,
    addEventListener: vi.fn((type: string, listener: () => void) => {
      if (type === 'controllerchange') listeners.push(listener);
    }),
    register,
  };
  return {
    container: container as unknown as ServiceWorkerContainer,
    register,
    takeOver: () => listeners.forEach((listener) => listener()),
  };
}

describe('registerServiceWorker (OFF-2, OFF-4)', () => {
  it('registers /sw.js for the whole site', async () => {
    const browser = fakeContainer(false);
    expect(await registerServiceWorker(browser.container, vi.fn())).toBe(true);
    expect(browser.register).toHaveBeenCalledTimes(1);
    expect(String(browser.register.mock.calls[0]?.[0])).toBe('/sw.js');
    expect(browser.register.mock.calls[0]?.[1]).toEqual({ scope: '/' });
  });

  it('does not reload when the first worker takes over a page no worker ran', async () => {
    const browser = fakeContainer(false);
    const reload = vi.fn();
    await registerServiceWorker(browser.container, reload);
    browser.takeOver();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when a new deployment takes over a page an earlier worker ran', async () => {
    const browser = fakeContainer(true);
    const reload = vi.fn();
    await registerServiceWorker(browser.container, reload, new EventTarget());
    browser.takeOver();
    browser.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads over what the person has typed: the page keeps its code then', async () => {
    const browser = fakeContainer(true);
    const page = new EventTarget();
    const reload = vi.fn();
    await registerServiceWorker(browser.container, reload, page);
    page.dispatchEvent(new Event('input'));
    browser.takeOver();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no service worker, and stays quiet when refused', async () => {
    expect(await registerServiceWorker(undefined)).toBe(false);
    const browser = fakeContainer(false);
    browser.register.mockRejectedValue(new Error('blocked'));
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    expect(await registerServiceWorker(browser.container, vi.fn())).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
