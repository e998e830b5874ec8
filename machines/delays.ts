/**
 * Every timer of the portal's statecharts, named with the spec's numbers (requirement ids in docs/requirements.md), so a test
 * can run them on a SimulatedClock and a reader finds each number once.
 */
export const DELAYS = {
  /** OTP resend countdown: 60 s. */
  otpResendCountdown: 60_000,
  /** The resend countdown's shown seconds go down once a second. */
  otpResendTick: 1_000,
  /** A modal showing a 4001 / 400 error closes itself after 11 s. */
  errorModalAutoClose: 11_000,
  /** Wallet (mobile money) and MPESA transaction status poll: every 10 s. */
  walletStatusPoll: 10_000,
  /**
   * Input handler delay (REC-3, 1000 ms): a 9-digit mobile number is validated once it
   * has stood still this long, so a quick correction does not cost a validation call.
   */
  numberInputDelay: 1_000,
  /**
   * Suggestion debounce (HELP-8, 300 ms): the help search and the place search look for
   * suggestions once the typed text has stood still this long.
   */
  searchDebounce: 300,
  /** Status page refetch while REQUEST_REGISTERED: 1 s apart. */
  statusPageRetry: 1_000,
  /**
   * Card: the Paystack inline script must load within 20 s, else the popup gives up (generic
   * error toast, then the status page as after a closed popup).
   */
  paystackScriptLoad: 20_000,
  /** Home-broadband lead success: go to /payment/start after 3 s. */
  leadSuccessRedirect: 3_000,
  /** Home-broadband lead not feasible: go to the redirect page after 6 s. */
  leadUnavailableRedirect: 6_000,
} as const;

export type DelayName = keyof typeof DELAYS;
