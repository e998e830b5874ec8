/**
 * The page's CMS config (`hbb-lead-config`) and the device details a home page or device link
 * stores beforehand in session storage under {@link DEVICE_STORAGE_KEY}. Both are checked, not
 * trusted; without stored details the CMS default device is shown (docs/decisions-hbb.md).
 */
import { readSession } from '../../session/readSession.ts';

/** A home-broadband device as the page shows it. */
export interface HbbDevice {
  name: string;
  tagline?: string;
  features: string[];
  image?: { src: string; alt: string };
}

/** The `hbb-lead-config` package. */
export interface HbbLeadConfig {
  device: HbbDevice;
  /** Where 'Explore other Products' and the unavailable modal's redirect go. */
  redirectPage: string;
}

/** Session storage key of the device details stored before /hbb-lead is opened. */
export const DEVICE_STORAGE_KEY = 'hbbDevice';

const isText = (value: unknown): value is string => typeof value === 'string';

/** Shape check of a device (stored by another page, or from the CMS). */
export function isHbbDevice(value: unknown): value is HbbDevice {
  if (typeof value !== 'object' || value === null) return false;
  const device = value as Record<string, unknown>;
  const image = device.image as Record<string, unknown> | undefined;
  return (
    isText(device.name) &&
    device.name.trim() !== '' &&
    Array.isArray(device.features) &&
    device.features.every(isText) &&
    (device.tagline === undefined || isText(device.tagline)) &&
    (image === undefined ||
      (typeof image === 'object' && image !== null && isText(image.src) && isText(image.alt)))
  );
}

/** Shape check of the `hbb-lead-config` package. */
export function isHbbLeadConfig(value: unknown): value is HbbLeadConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  return (
    isHbbDevice(config.device) && isText(config.redirectPage) && config.redirectPage.startsWith('/')
  );
}

/** The device stored beforehand, or null when missing or malformed. */
export function loadStoredDevice(): HbbDevice | null {
  return readSession(DEVICE_STORAGE_KEY, isHbbDevice);
}

/** Stores the device a home page or device link sends the visitor to /hbb-lead with. */
export function saveStoredDevice(device: HbbDevice): void {
  sessionStorage.setItem(DEVICE_STORAGE_KEY, JSON.stringify(device));
}

/** Session storage key of the last lead id (read by /hbb-lead-status). */
export const LEAD_ID_STORAGE_KEY = 'hbbLeadId';

export function saveLeadId(leadId: string): void {
  sessionStorage.setItem(LEAD_ID_STORAGE_KEY, leadId);
}

export function loadLeadId(): string {
  try {
    return sessionStorage.getItem(LEAD_ID_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}
