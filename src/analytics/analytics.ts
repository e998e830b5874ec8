/**
 * Analytics adapter (ERR-4): events carry a numeric value and go out by beacon, xhr or
 * image as configured. Does nothing when no analytics id is configured. Texts are scrubbed of
 * PINs, OTPs and mobile numbers (see redact.ts) before they leave the page.
 */
import { runtimeConfig, type RuntimeConfig } from '../api/runtimeConfig.ts';
import { scrubSecrets } from './redact.ts';

/** One analytics event. `value` must be a finite number. */
export interface AnalyticsEvent {
  category: string;
  action: string;
  label?: string;
  value: number;
}

/** Wire fields of an event hit. */
export function eventParams(
  event: AnalyticsEvent,
  cfg: RuntimeConfig = runtimeConfig(),
): URLSearchParams {
  const params = new URLSearchParams({
    tid: cfg.analyticsId,
    t: 'event',
    ec: scrubSecrets(event.category),
    ea: scrubSecrets(event.action),
    ev: String(event.value),
  });
  if (event.label !== undefined) params.set('el', scrubSecrets(event.label));
  return params;
}

/**
 * Sends one event. Returns false (and sends nothing) when analytics is off (no id or url) or
 * the value is not a finite number.
 */
export function track(event: AnalyticsEvent, cfg: RuntimeConfig = runtimeConfig()): boolean {
  if (cfg.analyticsId === '' || cfg.analyticsUrl === '') return false;
  if (typeof event.value !== 'number' || !Number.isFinite(event.value)) {
    console.warn('[analytics] event value must be a number', event.action);
    return false;
  }
  const body = eventParams(event, cfg);
  try {
    switch (cfg.analyticsTransport) {
      case 'beacon':
        return navigator.sendBeacon(cfg.analyticsUrl, body);
      case 'xhr': {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', cfg.analyticsUrl);
        xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
        xhr.send(body.toString());
        return true;
      }
      case 'image': {
        const image = new Image(1, 1);
        image.src = `${cfg.analyticsUrl}${cfg.analyticsUrl.includes('?') ? '&' : '?'}${body.toString()}`;
        return true;
      }
    }
  } catch (error) {
    // Analytics must never break a flow.
    console.warn('[analytics] send failed', error);
    return false;
  }
}
