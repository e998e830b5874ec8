import { afterEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: { isUpdate?: boolean }) => void;
const fake = vi.hoisted(() => ({
  url: undefined as unknown,
  listeners: new Map<string, Listener>(),
  register: vi.fn(),
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: unknown) {
      fake.url = url;
    }
    addEventListener(type: string, listener: Listener) {
      fake.listeners.set(type, listener);
    }
    register = fake.register;
  },
}));

const { registerServiceWorker, SERVICE_WORKER_URL } = await import('./registerServiceWorker.ts');
const container = {} as ServiceWorkerContainer;

describe('registerServiceWorker (OFF-2, OFF-4)', () => {
  afterEach(() => {
    fake.listeners.clear();
    fake.register.mockReset();
  });

  it('registers /sw.js and reloads the page when a new deployment takes over', async () => {
    fake.register.mockResolvedValue(undefined);
    const reload = vi.fn();
    expect(await registerServiceWorker(container, reload)).toBe(true);
    expect(String(fake.url)).toBe('/sw.js');
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
    fake.listeners.get('controlling')?.({ isUpdate: false });
    expect(reload).not.toHaveBeenCalled();
    fake.listeners.get('controlling')?.({ isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the browser has no service worker, and stays quiet when refused', async () => {
    expect(await registerServiceWorker(undefined)).toBe(false);
    expect(fake.register).not.toHaveBeenCalled();
    fake.register.mockRejectedValue(new Error('blocked'));
    const warn = vi.spyOn(console, 'warn');
    expect(await registerServiceWorker(container, vi.fn())).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });
});
