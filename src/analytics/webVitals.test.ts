/**
 * FIRST-8: real visits report LCP, INP, CLS and TTFB through the analytics adapter, sampled, with
 * the library fetched only for a sampled view with analytics on.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { defaultRuntimeConfig, type RuntimeConfig } from '../api/runtimeConfig.ts';
import { reportWebVitals, vitalEvent } from './webVitals.ts';

const on: RuntimeConfig = {
  ...defaultRuntimeConfig,
  analyticsId: 'UA-TEST',
  analyticsUrl: 'https://collect.test/e',
  analyticsTransport: 'beacon',
  webVitalsSampleRate: 0.1,
};

/** A stand-in of the library that reports one metric of each kind at once. */
function library(values: Record<string, [number, Metric['rating']]>): never {
  const handler = (name: Metric['name']) => (report: (metric: Metric) => void) => {
    const [value, rating] = values[name] ?? [0, 'good'];
    report({ name, value, rating } as Metric);
  };
  return {
    onLCP: handler('LCP'),
    onINP: handler('INP'),
    onCLS: handler('CLS'),
    onTTFB: handler('TTFB'),
  } as never; // the library's per-metric types, which a stand-in need not spell out
}

afterEach(() => vi.restoreAllMocks());

describe('web vitals of real visits', () => {
  it('a metric is one event: name, page name with rating, whole milliseconds, CLS times 1000', () => {
    expect(vitalEvent({ name: 'LCP', value: 1234.6, rating: 'good' }, '/prepaid-recharge')).toEqual(
      {
        category: 'web_vitals',
        action: 'LCP',
        label: 'tz_cwaaa_prepaid_recharge:good',
        value: 1235,
      },
    );
    expect(vitalEvent({ name: 'CLS', value: 0.0123, rating: 'good' }, '/').value).toBe(12);
  });

  it('a sampled view with analytics on sends LCP, INP, CLS and TTFB by beacon', async () => {
    const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const load = vi.fn(async () =>
      library({
        LCP: [2100, 'good'],
        INP: [180, 'good'],
        CLS: [0.01, 'good'],
        TTFB: [650, 'good'],
      }),
    );
    expect(reportWebVitals(on, () => 0.05, load)).toBe(true);
    await vi.waitFor(() => expect(beacon).toHaveBeenCalledTimes(4));
    const sent = beacon.mock.calls.map(([, body]) => new URLSearchParams(String(body)));
    expect(sent.map((params) => [params.get('ea'), params.get('ev')])).toEqual([
      ['LCP', '2100'],
      ['INP', '180'],
      ['CLS', '10'],
      ['TTFB', '650'],
    ]);
    expect(sent.every((params) => params.get('ec') === 'web_vitals')).toBe(true);
  });

  it('a view outside the sample, or analytics off, fetches nothing', () => {
    const load = vi.fn(async () => library({}));
    expect(reportWebVitals(on, () => 0.1, load)).toBe(false);
    expect(reportWebVitals({ ...on, analyticsId: '' }, () => 0, load)).toBe(false);
    expect(reportWebVitals({ ...on, webVitalsSampleRate: 0 }, () => 0, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('a library that fails to load breaks nothing', async () => {
    const load = vi.fn(() => Promise.reject(new Error('chunk failed')));
    expect(reportWebVitals(on, () => 0, load)).toBe(true);
    await Promise.resolve();
    expect(load).toHaveBeenCalledOnce();
  });
});
