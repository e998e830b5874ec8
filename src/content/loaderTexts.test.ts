import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../api/client.ts';
import { setRuntimeConfig } from '../api/runtimeConfig.ts';
import { contentStatusStore } from './contentStatus.ts';
import { DEFAULT_LOADER_TEXTS, getLoaderTexts, loadLoaderTexts } from './loaderTexts.ts';
import { createCmsFetchStub, type CmsFetchStub } from './testing/contentKit.ts';
import { resetContentState } from '../testing/contentState.ts';

let stub: CmsFetchStub;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setRuntimeConfig({ contentBase: 'http://cms.test' });
  stub = createCmsFetchStub({
    '/sw/loader-translation': { wait: 'Tafadhali subiri ...', holdOn: 'Subiri kidogo!' },
  });
  configureHttp({ fetch: stub.fetch });
});

afterEach(resetContentState);

describe('loader texts', () => {
  // UI-3
  it("default to the spec's texts", () => {
    expect(DEFAULT_LOADER_TEXTS).toEqual({
      wait: 'Please wait ...',
      holdOn: 'Hold on!',
      loadingMessage: 'We are loading the page for you',
    });
    expect(getLoaderTexts('EN')).toEqual(DEFAULT_LOADER_TEXTS);
  });

  it('keep the defaults when the package cannot be fetched', async () => {
    expect(await loadLoaderTexts('EN')).toEqual(DEFAULT_LOADER_TEXTS);
  });

  // UI-3
  it('are fetched once per language, fill gaps with defaults and do not raise the overlay', async () => {
    const counts: number[] = [];
    const stop = contentStatusStore.subscribe(() =>
      counts.push(contentStatusStore.getSnapshot().inFlight),
    );
    const texts = await loadLoaderTexts('SW');
    await loadLoaderTexts('SW');
    stop();
    expect(texts).toEqual({
      wait: 'Tafadhali subiri ...',
      holdOn: 'Subiri kidogo!',
      loadingMessage: 'We are loading the page for you',
    });
    expect(getLoaderTexts('SW')).toEqual(texts);
    expect(stub.requests).toEqual(['/sw/loader-translation']);
    expect(counts.every((n) => n === 0)).toBe(true);
  });
});
