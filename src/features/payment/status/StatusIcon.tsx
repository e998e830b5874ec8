import type { StatusOutcomeKind } from '../../../../machines/paymentStatus.machine.ts';

const PATHS: Record<StatusOutcomeKind, string> = {
  success: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  failed:
    'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z',
  processing:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7z',
};

/** The outcome's shape (tick, cross, clock), so the result never rests on colour alone. */
export function StatusIcon({ kind }: { kind: StatusOutcomeKind }) {
  return (
    <svg
      className="payment-status__icon"
      viewBox="0 0 24 24"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[kind]} fill="currentColor" />
    </svg>
  );
}
