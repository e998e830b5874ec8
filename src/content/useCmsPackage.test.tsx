import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../api/client.ts';
import { setRuntimeConfig } from '../api/runtimeConfig.ts';
import { inFlight, lastContentError } from './contentStatus.ts';
import { setLanguage } from './language.ts';
import { createCmsFetchStub } from './testing/contentKit.ts';
import { useCmsPackage, useContentStatus } from './useCmsPackage.ts';
import { resetContentState } from '../testing/contentState.ts';

interface Banner {
  title: string;
}
const isBanner = (x: unknown): x is Banner => typeof (x as Banner | null)?.title === 'string';

function Banner({ name }: { name: string }) {
  const state = useCmsPackage(name, isBanner);
  const { inFlight } = useContentStatus();
  return (
    <div>
      <p>{inFlight > 0 ? 'Loading content' : 'Idle'}</p>
      {state.status === 'ready' && <h1>{state.data.title}</h1>}
      {state.status === 'error' && <p role="alert">{state.error.code}</p>}
    </div>
  );
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setRuntimeConfig({ contentBase: 'http://cms.test' });
  configureHttp({
    fetch: createCmsFetchStub({
      '/website-homepage-config': { title: 'Welcome' },
      '/sw/website-homepage-config': { title: 'Karibu' },
      '/bad-config': { heading: 'no title' },
    }).fetch,
  });
});

afterEach(resetContentState);

describe('useCmsPackage', () => {
  // I18N-2
  it('shows the package once loaded and reloads it in the new language after a switch', async () => {
    render(<Banner name="website-homepage-config" />);
    expect(screen.getByText('Loading content')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByText('Idle')).toBeInTheDocument();
    act(() => setLanguage('SW'));
    expect(await screen.findByRole('heading', { name: 'Karibu' })).toBeInTheDocument();
  });

  it('reports a package of the wrong shape as an error instead of throwing', async () => {
    render(<Banner name="bad-config" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid-package');
    expect(screen.getByText('Idle')).toBeInTheDocument();
  });

  it('cancels the package request of a screen left mid-request, and keeps nothing of it', async () => {
    const signals: AbortSignal[] = [];
    configureHttp({
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const { signal } = input instanceof Request ? input : new Request(input, init);
        signals.push(signal);
        return new Promise<Response>((_, fail) =>
          signal.addEventListener('abort', () => fail(signal.reason)),
        );
      }) as typeof fetch,
    });
    const page = render(<Banner name="website-homepage-config" />);
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    page.unmount();
    expect(signals[0]!.aborted).toBe(true);
    await vi.waitFor(() => expect(inFlight()).toBe(0));
    expect(lastContentError()).toBeNull();
    expect(console.warn).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('cms:EN:website-homepage-config')).toBeNull();
  });
});
