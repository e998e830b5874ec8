/**
 * CONTRACT-6: the portal starts on a /config.json with a malformed setting, and says so
 * once at start-up, naming the setting, in the console (the operator's one place to see it).
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runtimeConfig } from '../api/runtimeConfig.ts';
import { cmsPackagesHandler } from '../testing/cmsPackages.ts';
import { setUpTestServer } from '../testing/testServer.ts';
import { startApp } from './boot.tsx';

const PEM =
  '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1\n-----END PUBLIC KEY-----\n';

/** A deployment's config with one malformed setting: a timeout written as text. */
const config = {
  portalBase: 'https://portal.test/orp/bfe/api/portal-service',
  contentBase: 'https://cms.test',
  apiKey: 'live-key',
  rsaPublicKey: PEM,
  paystackScriptUrl: 'https://js.paystack.co/v2/inline.js',
  requestTimeoutMs: '30s',
};

setUpTestServer([http.get('*/config.json', () => HttpResponse.json(config)), cmsPackagesHandler()]);

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', '/about');
  // jsdom has no scrolling; the page's arrival scrolls to the top.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
// Not restored after the test: the started portal stays mounted and may still scroll.

describe('starting the portal on a malformed /config.json', () => {
  it('says once which setting is wrong, keeps its default, and shows the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await startApp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Twiga' }),
    ).toBeInTheDocument();
    // Once the page has loaded: the check is a chunk of its own, off the first load.
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '[config] /config.json: requestTimeoutMs must be a number (got "30s")',
      ),
    );
    expect(error).toHaveBeenCalledTimes(1);
    expect(runtimeConfig().requestTimeoutMs).toBe(30_000);
    expect(runtimeConfig().apiKey).toBe('live-key');
  });
});
