/**
 * The one control call the run may make: a reset of the operator sandbox before it starts (so
 * the OTP counts, locks and payments of an earlier run do not decide this one) and after it
 * ends. Only when the environment file says `sandboxControl: true`; a real service has no control
 * API and is never sent one (docs/contract.md).
 */
import { CONTROL_PATHS, controlHeaders } from '../../sandbox/control/contract.ts';
import { RunNotStarted } from './runNotStarted.ts';

export async function resetSandbox(base: string, timeoutMs: number): Promise<void> {
  const url = `${base}${CONTROL_PATHS.reset}`;
  let status: number;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: controlHeaders(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
  } catch (error) {
    throw new RunNotStarted(`sandboxControl is true but ${url} did not answer: ${String(error)}`);
  }
  if (status !== 200)
    throw new RunNotStarted(
      `sandboxControl is true but POST ${url} answered HTTP ${status}: is ${base} the operator sandbox (npm start)? For any other service set sandboxControl to false.`,
    );
}

/** A text message the sandbox sent a number's owner (GET /__sandbox/sms). */
export interface SandboxSms {
  msisdn: string;
  kind: string;
  text: string;
}

/** The texts the sandbox sent `msisdn`'s owner, oldest first (sandboxControl only). */
export async function sandboxSms(
  base: string,
  msisdn: string,
  timeoutMs: number,
): Promise<SandboxSms[]> {
  const response = await fetch(`${base}${CONTROL_PATHS.sms}?msisdn=${encodeURIComponent(msisdn)}`, {
    headers: controlHeaders(),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = (await response.json().catch(() => ({}))) as { result?: unknown };
  return Array.isArray(body.result) ? (body.result as SandboxSms[]) : [];
}
