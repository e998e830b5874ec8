/**
 * GENERATED from contract/openapi.yaml by `npm run contract:types` (openapi-typescript): do not
 * edit. Change the document and regenerate; `npm test` fails while this file and the document
 * differ (CONTRACT-2).
 */
export interface paths {
  '/resource/v1/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The portal config (amount bounds and feature switches)
     * @description The amount bounds and feature switches every recharge and payment page reads (API-10,
     *     REC-7, PIN-6, WAL-4, CARD-6). The portal caches the answer for 10 s (API-5); a failure
     *     leaves the page in its error state with the server's message (API-3). Keeps the
     *     `fixed-headers` rule. Every key is always sent; a minimum is never above its maximum.
     */
    get: operations['config'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/resource/v1/get-product-config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Which products offer the USD/CDF switch
     * @description The product codes sold with the currency switch of PAY-6 (D-50; the spec shows no payload
     *     or response, the shape is the sandbox's). Cached 10 s (API-5). A failure is not shown: the
     *     product is then sold in its own currency. Keeps the `fixed-headers` rule.
     */
    get: operations['productConfig'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/resource/v1/towns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The home-broadband towns and their feasibility
     * @description The town list of the lead page (HBB-12, D-25): the details form's town choice and the
     *     lead's `feasibility` come from it. Cached 10 s (API-5). A failure stops the lead submit
     *     with the server's message. Keeps the `fixed-headers` rule.
     */
    get: operations['towns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriber/v1/validate-number': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Number validation; the result is the line type
     * @description Validates a mobile number and answers its line type (REC-3, REC-5, D-49). The recharge and
     *     broadband pages send it once 9 digits have stood still for 1000 ms; the wallet page's
     *     operator-number check (WAL-5) and the lead flow (HBB-7) send it too. With
     *     `checkIfBroadband` true a line that is not a broadband (router) line answers
     *     `NOT_BROADBAND`; with `requestType` HYBRID_POSTPAID_CHECK (postpaid page, config
     *     `postpaidHybridCheck`) the message says whether the line is hybrid. `400` is 'Invalid
     *     Mobile No' (REC-4) or 'Invalid request type'. Keeps `number-validation`,
     *     `number-request-type`, `broadband-line-check`, `fixed-headers`, `data-envelope`,
     *     `json-content-type` and `body-size-limit`.
     */
    post: operations['validateNumber'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/product/v1/bundle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The bundle catalogue of a line or a service
     * @description The bundles of a confirmed line (REC-10) in the catalogue `serviceType` names: MOBILE (the
     *     recharge pages: the line type's catalogue, POSTPAID and HYBRID lines get postpaid
     *     bundles), BROADBAND (router/MiFi bundles, BB-4), HBB (the home-broadband plans with a
     *     `name`, HBB-2; sent with an empty msisdn and lineType). A read, cached 10 s (API-5). A
     *     failure toasts the server's message; on the lead page an empty plan list is a failure too
     *     (the error toast, Proceed stays disabled). `400` is 'Invalid Mobile No' (neither a known line type nor a
     *     valid number). Keeps `number-validation`, `fixed-headers`, `data-envelope`,
     *     `json-content-type` and `body-size-limit`.
     */
    post: operations['bundles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriber/line-type': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The line type of a number
     * @description The line type of a number, answered like number validation (the spec shows neither method
     *     nor payload; `data{msisdn}` is the sandbox's). `src/api/portal.api.ts` getLineType
     *     exposes it, but no page calls it today: number validation gives the line type. `400` is
     *     'Invalid Mobile No'. Keeps `number-validation`, `fixed-headers`, `data-envelope`,
     *     `json-content-type` and `body-size-limit`.
     */
    post: operations['lineType'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriber/validate/msisdn-account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The postpaid account-number check
     * @description The account-number modal of the postpaid bill (BILL-2, BILL-3): `data{msisdn,
     *     accountNo}`. Success sends the bill lookup by account number next; `60119` (the account
     *     is not this line's) and `60005` (the number has no postpaid account) keep the modal open
     *     with the server's message; anything else closes it with a toast. Five wrong account
     *     numbers in a row from one client lock this lookup and the bill by account number for 15
     *     minutes (HTTP 429, CONSENT-10). Keeps `account-number-match`, `account-attempts`,
     *     `fixed-headers`, `data-envelope`, `json-content-type` and `body-size-limit`.
     */
    post: operations['validateAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriber/v1/bill': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The postpaid bill (outstanding amount)
     * @description The postpaid bill (BILL-1, BILL-4, BILL-12), asked one of two ways: `data{msisdn, otpId}`
     *     after the invoice OTP was verified, or `data{msisdn, accountNo}` after the account-number
     *     check accepted the number. `result.totalOutstanding` is shown (rounded up with a note when
     *     `beta.amountToHigherValueFeature` is on, BILL-5) and paid. `4001` (the OTP is not
     *     verified, or its 15-minute session is over), `60005` (no postpaid bill for the number) and
     *     `60119` (the account number is not the line's) toast the server's message. The account
     *     way shares the account check's count of wrong numbers (HTTP 429 while locked,
     *     CONSENT-10); the OTP way is never held back. Keeps `bill-otp-session`,
     *     `account-number-match`, `account-attempts`, `fixed-headers`, `data-envelope`,
     *     `json-content-type` and `body-size-limit`.
     */
    post: operations['bill'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriber/getopeninvoice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The open invoices of a fixed-internet account
     * @description The fixed-internet lookup (BILL-7, BILL-8, BILL-9; path our choice, D-3): `data{accountNo,
     *     contactPersonEmailId}` answers the account's open invoices with `lineNumber` and
     *     `contactPersonMsisdn` (at the top and under `response`). An account with none answers
     *     success with an empty list and the message 'No Data found'. `400` (the account number is
     *     not P or E twice then 10 digits), `404` (no such account) and `403` (the e-mail is not
     *     registered for it) toast the server's message. Five `404`/`403` in a row from one client
     *     lock the lookup for 15 minutes (HTTP 429, CONSENT-10). Keeps `invoice-account`,
     *     `account-attempts`, `fixed-headers`, `data-envelope`, `json-content-type` and
     *     `body-size-limit`.
     */
    post: operations['openInvoices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriber/v4/query-balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A line's balances (with a verified OTP), or the OTP for a balance check
     * @description Two variants (BB-1, BB-5). `data{msisdn, uniqueCode}` answers the line's balances
     *     `result.queryBalanceResult` (the broadband data-balance popup, BB-1 to BB-3, and the
     *     airtime payment's balance check, WAL-15); `uniqueCode` is what the payment OTP's
     *     verification returned, so a balance is shown only to the line's owner (CONSENT-6): without
     *     one HTTP 401, with one that is not a live verified OTP of this number `4001`.
     *     `data{msisdn, requestType}` (BB-1, D-33) sends an OTP to the line and answers its id
     *     `txnRefId` and the masked `otpRecipient`; it counts as an OTP send (HTTP 502 over the
     *     limits). `400` is 'Invalid Mobile No'. Failures toast the server's message. Keeps
     *     `balance-otp`, `otp-send-limit`, `number-validation`, `fixed-headers`, `data-envelope`,
     *     `json-content-type` and `body-size-limit`.
     */
    post: operations['queryBalance'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriber/v1/submit-lead': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit a home-broadband lead
     * @description The lead of the home-broadband page (HBB-7 to HBB-11), sent after the lead OTP was
     *     verified. The fields are checked with the lead page's CMS form packages (HBB-15,
     *     FORM-18): any problem is HTTP 400 naming every field by its place in the lead
     *     ('address.street1: ...'), nothing stored. A town that is not feasible answers success with
     *     `feasibility` false and no `refLeadId` (the unavailable modal, HBB-9); a feasible lead gets
     *     its `refLeadId` (stored, then /payment/start, HBB-8); feasible without a `refLeadId` shows
     *     'Something Went Wrong!' (HBB-10). HTTP 503 when the form packages cannot be read. Keeps
     *     `lead-fields`, `fixed-headers`, `data-envelope`, `json-content-type` and
     *     `body-size-limit`.
     */
    post: operations['submitLead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriber/v1/track-lead': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The status of a submitted lead
     * @description 'Track your request' on /hbb-lead-status (HBB-14, D-46): `data{refLeadId,
     *     contactNumber}`. The contact number must be the one given on the lead: a wrong one answers
     *     exactly like an unknown reference, `404` 'No Data found', which the page shows as 'We
     *     could not find a request with this lead ID and contact number...'. `400` (either field
     *     missing) and any other failure show 'Something Went Wrong!'. Keeps
     *     `lead-track-owner`, `fixed-headers`, `data-envelope`, `json-content-type` and
     *     `body-size-limit`.
     */
    post: operations['trackLead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/form/v2/save': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save a contact or service-experience form
     * @description The contact and service-experience forms (FORM-10, D-48): `data{formType, language,
     *     channel, formData}` answers the saved form's `referenceId` (shown on the thank-you).
     *     `formData` is checked with the form's CMS package as published now (CONTACT_US:
     *     get-contact-form-schema, SERVICE_EXPERIENCE: get-feedback-form-schema, in the language
     *     sent; FORM-18): a field that breaks its rule, a name the package does not know, an unknown
     *     `formType` or a `formData` that is not an object is HTTP 400 with every problem in the
     *     message ('contactNumber: Invalid Mobile No; message: is required'), nothing stored; the
     *     form shows the message and keeps what was typed. HTTP 503 when the package cannot be read.
     *     A POST, never retried: one submit is one saved form. Keeps `form-fields`, `fixed-headers`,
     *     `data-envelope`, `json-content-type` and `body-size-limit`.
     */
    post: operations['formSave'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/send-otp-hbb': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the home-broadband lead OTP (to the number, or to the e-mail address)
     * @description The home-broadband lead's OTP (HBB-7, decision 26): the portal sends the submitted e-mail,
     *     `customerDetails.fullName`, `requestType: HBB_LEADS` and the contact number when there is
     *     one. With `msisdn` the code goes to that number; without one it goes to the e-mail address,
     *     which must then be an address (a phone number typed as the e-mail is `400 'Invalid Email
     *     Id'`, nothing sent or counted: CONSENT-4). The answer's `refId` is a payment-OTP session:
     *     the portal resends it with `paymentOtpResend` and verifies it with `paymentOtpVerify`,
     *     whose `uniqueCode` goes into the lead (`submitLead`). An e-mail OTP's token pays from no
     *     number (403 on `transaction/v1/auth/*`, rule `token-payer`).
     *
     *     Outcomes: 200 `result.refId` (the dialog shows the boxes); `400` in the body (HTTP 200:
     *     `Invalid Mobile No`, `email is required`, `Invalid Email Id`) and HTTP 502 (send limit or
     *     send cap) close the OTP dialog, and the lead page's toast shows the server's message
     *     (OTP-8, OTP-14). Keeps `otp-send-limit` (the recipient is the number in any spelling, or the
     *     lower-cased e-mail address) and `otp-send-caps`.
     */
    post: operations['sendOtpHbb'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/otp/v1/send-otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the invoice OTP of the postpaid bill lookup
     * @description The bill lookup's OTP (OTP-11, BILL-1): `{text: <the 9 digits>, text1: '', otpAction:
     *     INVOICE}`; the answer's `otpId` is then resent with `invoiceOtpResend`, verified with
     *     `invoiceOtpVerify` and, once verified, opens the bill: `subscriber/v1/bill {msisdn, otpId}`
     *     (BILL-4) within 15 minutes of the verification (`otp-session-life`). An invoice OTP gives no
     *     access token.
     *
     *     Outcomes: 200 `result.otpId` (the dialog shows the boxes); `400 'Invalid Mobile No'` in the
     *     body (HTTP 200) and HTTP 502 (send limit or send cap) close the OTP dialog and the bill
     *     lookup's toast shows the server's message (OTP-8, OTP-14). 712000006 always answers the 502
     *     `max limit exhausted, please try after sometime.`. Keeps `otp-send-limit` and
     *     `otp-send-caps`.
     */
    post: operations['invoiceOtpSend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/otp/v1/resend-otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the invoice OTP's code again
     * @description Offered when the dialog's 60 s countdown ends (OTP-2; the countdown is the portal's, the
     *     service does not hold it). `{otpId}` -> the same `otpId`: the same session with its wrong
     *     codes kept and a new code, whose 5 minutes start again (`otp-expiry`). A resend counts
     *     against the number's send limit as a send does (`otp-send-limit`). When the answer carries
     *     no id the portal keeps the current one (OTP-15).
     *
     *     Outcomes: 200 (the countdown starts again); `4001` in the body (an unknown id, or a
     *     payment OTP's `refId`: `otp-session-family`), HTTP 502 and any other failure close the
     *     dialog and the flow's toast shows the message (OTP-8, OTP-14).
     */
    post: operations['invoiceOtpResend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/otp/v1/verify-otp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check the invoice OTP's code
     * @description The dialog's sixth digit submits `{otp, otpId}` (OTP-1, OTP-11). 123456 is right in the
     *     sandbox; the answer's `result` is `{otpId, verified: true}` and the portal goes on to the
     *     bill with the `otpId` (`subscriber/v1/bill {msisdn, otpId}`, BILL-4), which a verified
     *     invoice OTP opens for 15 minutes (`otp-session-life`). No access token: the bill is not a
     *     payment.
     *
     *     Outcomes, all HTTP 200 (OTP-3..OTP-7): `2003` with `result.attemptsLeft` 4, 3, 2, 1 (the
     *     boxes clear and the dialog shows 'Please enter correct OTP' and the attempts left, OTP-16);
     *     `2002` 'Maximum attempts exhausted.' (boxes disabled, resend hidden); `4001` (expired code,
     *     unknown id or a payment OTP's `refId`: the message shows and the dialog closes itself after
     *     11 s). Keeps `otp-verify-attempts`, `otp-expiry` and `otp-session-family`.
     */
    post: operations['invoiceOtpVerify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/optimus/otp/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the payment OTP to the paying number
     * @description The OTP step of the airtime payment and of the mobile-money and SmartCash PIN flows
     *     (OTP-12, WAL-2, WAL-9, WAL-15): `{msisdn: <the 9 digits of the paying number>}`. The
     *     answer's `refId` is resent with `paymentOtpResend` and verified with `paymentOtpVerify`,
     *     whose token then authorises the payment (`transaction/v1/auth/*`).
     *
     *     Outcomes: 200 `result.refId` (the dialog shows the boxes); HTTP 502 (send limit or send
     *     cap) closes the OTP dialog and the payment screen's toast shows the server's message
     *     (OTP-8, OTP-14); 712000006 always answers the 502 `max limit exhausted, please try after
     *     sometime.`. `400 'Invalid Mobile No'` in the body (HTTP 200) closes the dialog too, but the
     *     payment flows count a 400 among the codes the dialog already showed
     *     (machines/payment.shared.ts SHOWN_IN_OTP_MODAL), so no toast says it (the number was
     *     validated before, so it is not expected here). Keeps `otp-send-limit` (the number in any
     *     spelling: CONSENT-5) and `otp-send-caps`.
     */
    post: operations['paymentOtpSend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/optimus/otp/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the payment OTP's code again
     * @description Offered when the dialog's 60 s countdown ends (OTP-2; the portal's countdown, not held by
     *     the service). `{refId}` -> the same `refId`: the same session with its wrong codes kept and
     *     a new code, whose 5 minutes start again (`otp-expiry`). Used for every payment-family
     *     session: those of `paymentOtpSend`, of `sendOtpHbb` and of the broadband balance check
     *     (whose `txnRefId` from `subscriber/v4/query-balance {msisdn, requestType}` is the `refId`,
     *     BB-1). A resend counts against the recipient's send limit as a send does. When the answer
     *     carries no id the portal keeps the current one (OTP-15).
     *
     *     Outcomes: 200 (the countdown starts again); `4001` in the body (an unknown id, or an
     *     invoice OTP's `otpId`: `otp-session-family`), HTTP 502 and any other failure close the
     *     dialog and the flow's toast shows the message (OTP-8, OTP-14); the payment flows (airtime,
     *     mobile money, SmartCash) show no toast for a resend's 4001, which they count among the
     *     codes the dialog already showed.
     */
    post: operations['paymentOtpResend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/optimus/otp/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check the payment OTP's code; the answer authorises the payment
     * @description The dialog's sixth digit submits `{refId, otp}`; the PIN flows (mobile money, SmartCash)
     *     also send `username` (the wallet number) and `paymentMode` (OTP-12). The answer's `result`
     *     (PaymentOtpVerifyResult) is `{uniqueCode, tokenType: Bearer, accessToken}` and goes to the
     *     flow that opened the dialog (OTP-9):
     *     - `tokenType` and `accessToken` become the `Authorization: <tokenType> <accessToken>`
     *       header of `transaction/v1/auth/initiate` and `transaction/v1/auth/process` (API-8,
     *       decision 91): the PIN step of mobile money and SmartCash and the airtime payment. Those
     *       calls without a valid token are HTTP 401 (`token-required`); the token speaks only for
     *       the number its OTP was sent to and its own OTP session (403, `token-payer`, CONSENT-4)
     *       and pays one payment (403 for another, CONSENT-7).
     *     - `uniqueCode` goes into the initiation payload, into `subscriber/v4/query-balance
     *       {msisdn, uniqueCode}` (the airtime balance check and the broadband balance, CONSENT-6)
     *       and into the home-broadband lead (`submitLead`).
     *     Token and uniqueCode last 15 minutes from the first verification (`otp-session-life`);
     *     verifying the same session again answers a new token and the earlier one stops working
     *     (CONSENT-12: the service keeps only its hash).
     *
     *     Outcomes, all HTTP 200 (OTP-3..OTP-7): `2003` with `result.attemptsLeft` 4, 3, 2, 1 (boxes
     *     cleared, 'Please enter correct OTP' with the attempts left, OTP-16); `2002` 'Maximum
     *     attempts exhausted.' (boxes disabled, resend hidden); `4001` (expired code, unknown id or an
     *     invoice OTP's `otpId`: the message shows and the dialog closes itself after 11 s). Keeps
     *     `otp-verify-attempts`, `otp-expiry` and `otp-session-family`.
     */
    post: operations['paymentOtpVerify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/otp/v1/verify-user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The auth service's OTP verification (same payload and answers as paymentOtpVerify)
     * @description Listed by the spec under the auth service with its payload not shown (API-7); no flow of
     *     the portal calls it today (src/api/endpoints.ts keeps the path). The sandbox answers it
     *     exactly as `paymentOtpVerify`, on the same payment-OTP sessions (a `refId` of
     *     `paymentOtpSend`, `sendOtpHbb` or the balance check): `{refId, otp}` (with `username` and
     *     `paymentMode` in a PIN flow) -> PaymentOtpVerifyResult `{uniqueCode, tokenType: Bearer,
     *     accessToken}`, whose token is the `Authorization: <tokenType> <accessToken>` header of
     *     `transaction/v1/auth/initiate` and `transaction/v1/auth/process` (API-8). `2003` with
     *     `result.attemptsLeft`, `2002` and `4001` as there. It is not itself token-protected: its
     *     401 is the wrong `x-api-key`. Keeps `otp-verify-attempts`, `otp-expiry` and
     *     `otp-session-family`.
     */
    post: operations['verifyUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/transaction/v1/payment-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The payment methods offered for one payment
     * @description The payment start page asks which methods may pay the session's payment (PAY-1) and lists
     *     `result.paymentOption[]` sorted by name, one entry per distinct type, the first card (PG)
     *     option selected (PAY-2, PAY-3). The portal would drop an option of any other type, so
     *     the contract allows only its five types; in a dual-currency payment below USD 1 only `AM` options remain (PAY-6). The option's
     *     `name` is what a card payment later sends as `paymentGateway`, its `code` what a mobile
     *     money or SmartCash payment sends as `paymentMode`.
     *
     *     Any failure (a non-success envelope, an HTTP error) shows the start page's error with a
     *     retry (API-3). Keeps the rules `fixed-headers` and `data-envelope`.
     */
    post: operations['paymentOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/transaction/v1/initiate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a payment without an OTP token (card, M-Pesa, mobile-money push)
     * @description Creates the transaction a payment will settle and answers its `transactionId` (PAY-8).
     *     The portal's card payment (paymentMode `PG` with the chosen gateway), its M-Pesa payment
     *     and its mobile-money push request (PIN option `enableAmPin` off, WAL-1) initiate here;
     *     the PIN, SmartCash and airtime payments use `authInitiate` (PAY-10). Never retried
     *     (API-9): every initiation carries the attempt's idempotency key as `txnId`.
     *
     *     The service checks, in this order, and answers a refusal as HTTP 200 with `statusCode`
     *     400 or 409, storing nothing (rules `idempotent-txnid`, `transaction-types`,
     *     `amount-form`, `currencies`, `operator-records`, `catalogue-price`, `amount-bounds`,
     *     `one-rail`): a `txnId` already used (same payment: the first transaction again; another
     *     payment: 409); `amount`, `mobileNumber`, `paymentMode`, `transactionType` present; the
     *     amount's form and currency; the transaction type, account and invoice; the operator's
     *     price or, for a typed amount, the config's bounds; a TZ mobile number; a payment mode and
     *     gateway naming one rail; airtime only in TZS.
     *
     *     The portal: success keeps the id (so a reload resumes, PAY-25) and goes on to `process`;
     *     any failure ends the attempt (a new `txnId` next time) and shows the server's `message`
     *     in the payment toast (API-2).
     */
    post: operations['initiate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/transaction/v1/auth/initiate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a payment behind a verified payment OTP (PIN, SmartCash, airtime)
     * @description `initiate` with the `Authorization` header of a verified payment OTP (`<tokenType>
     *     <accessToken>` from `paymentOtpVerify`, API-8, PAY-10). The mobile-money PIN payment
     *     (WAL-2), SmartCash (WAL-9) and airtime (WAL-15) initiate here; the payload also carries
     *     the OTP's `uniqueCode`. A SmartCash initiation answers `encryptionKeyDetails.key`, the
     *     PEM public key its PIN is encrypted with; SmartCash initiates again after each wrong
     *     PIN (56D005, WAL-10).
     *
     *     Before anything is stored or looked up (rules `token-required`, `token-payer`,
     *     `one-otp-one-payment`): no token or an unknown or expired one is HTTP 401; a token whose
     *     OTP was not verified for the paying number (`paymentMobile`, else `mobileNumber`), or a
     *     `uniqueCode` of another OTP session, is HTTP 403; a token that already paid another
     *     payment, or was verified for another payment, is HTTP 403. Then every check of
     *     `initiate` applies, with the same 400 and 409 answers.
     *
     *     The portal: as `initiate`; a 401 or 403 is a failure whose `message` shows in the toast.
     */
    post: operations['authInitiate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/transaction/v1/process': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pay an initiated transaction without an OTP token (card, M-Pesa, mobile-money push)
     * @description Moves the money of a transaction `initiate` created (PAY-9). The payload repeats the
     *     initiation's `paymentMode` (and `paymentGateway` for a card), with `isSubscriberRequest`
     *     and `proccessFlag` [sic] true; the wallets add `paymentMobile` with its leading 0 (WAL-7),
     *     an invoice payment its `accountId`.
     *
     *     What the answer's `result` (a ProcessResult) says, by rail:
     *     - card: `IN_PROCESS` with `redirectUrl`, the gateway's page. A Paystack-type gateway
     *       (`/paystack/i` in the gateway's name) opens the inline popup instead and ignores
     *       `redirectUrl`; any other gateway sends the browser to `redirectUrl` (CARD-3). The
     *       gateway returns through the `pgCallback` path.
     *     - M-Pesa (mode `MPESA`, no PIN, WAL-14): the request goes to the payer's phone; until it
     *       approves, `IN_PROCESS` and the portal polls `status` every 10 s up to `paymentMaxTry`.
     *       A decline is `FAILED` (rule `mpesa-approval`).
     *     - mobile-money push (PIN option off, WAL-1): settled at once, `SUCCESS` or `FAILED` with
     *       its `statusReason`; the portal polls `status` while `IN_PROCESS` (WAL-3).
     *     - a transaction processed before: `ALREADY_PROCESSED`, nothing moves again (rule
     *       `process-once`).
     *
     *     Refusals: the initiated number pays, so another `paymentMobile` is HTTP 403 (rule
     *     `payer-is-initiated`); a mode or gateway of another rail than the initiation's is HTTP
     *     403 (rule `initiated-rail`); a PIN, a SmartCash payment or an airtime debit without a
     *     verified OTP is HTTP 401 before the PIN is read (rule `otp-before-debit`); an unknown
     *     `transactionId` is HTTP 404. In the envelope: 400 `amPin is required` (the PIN option is
     *     on, rule `pin-required`), 1006 for a push to a locked wallet.
     *
     *     The portal: a success without `transactionId` is only logged (PAY-11); any failure shows
     *     its `message` in the toast; 1006 shows the locked-wallet message (PIN-4).
     */
    post: operations['process'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/transaction/v1/auth/process': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Pay an initiated transaction behind a verified payment OTP (PIN, SmartCash, airtime)
     * @description `process` with the `Authorization` header of the verified payment OTP the transaction
     *     was initiated under (API-8, PAY-10). The PIN modal sends the wallet PIN here as `amPin`,
     *     RSA-encrypted in the browser and base64 (PIN-2): mobile money with the config's public
     *     key (`rsaPublicKey`), SmartCash with its initiation's `encryptionKeyDetails.key`. Airtime
     *     (`AIRTIME`) processes here without a PIN after the OTP and the balance check (WAL-15).
     *
     *     Refusals before anything moves (rules `token-required`, `token-payer`,
     *     `one-otp-one-payment`, `payer-is-initiated`, `initiated-rail`): HTTP 401 without a valid
     *     token; HTTP 404 for an unknown `transactionId`; HTTP 403 for a token of another number
     *     or OTP session, a token spent on another payment, another `paymentMobile`, or another
     *     rail. Then, in the envelope (rules `pin-required`, `pin-attempts`, `airtime-balance`):
     *     - 400 `amPin is required` (a wallet payment with the PIN option on, or SmartCash, sent
     *       without a PIN);
     *     - 1004 (mobile money) or 56D005 (SmartCash) for a wrong PIN, `result.attemptsLeft` 4
     *       down to 1: the PIN modal shows 'Please enter correct PIN' with the attempts (PIN-3);
     *       mobile money asks again in place, SmartCash initiates again first (WAL-10);
     *     - 1006 the wallet is locked (the fifth wrong PIN, or a locked wallet), `attemptsLeft`
     *       0: the blocked message (PIN-4, WAL-11);
     *     - 1005 the airtime balance is less than the amount: 'Looks like you don't have
     *       sufficient balance. Recharge airtime or try different payment method' (WAL-16).
     *
     *     Success: SUCCESS, FAILED with its `statusReason`, or (712000004) IN_PROCESS; mobile
     *     money then polls `status` while IN_PROCESS (WAL-3), SmartCash reads it once, and every
     *     method goes to the status page. Any other code closes the PIN modal with its message in the toast
     *     (PIN-5).
     */
    post: operations['authProcess'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/transaction/v1/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The status of a transaction, as the payment methods poll it
     * @description The payment screens read the transaction here (PAY-22), never cached: mobile money and
     *     M-Pesa after `process`, SmartCash after its PIN step, a card after the Paystack popup's
     *     success, and every method when a reload resumes a kept transaction id (PAY-25). The
     *     portal reads `result.transactionStatus`, else `result.status`: while it is `IN_PROCESS` the
     *     mobile-money and M-Pesa screens poll again every 10 s, at most `paymentMaxTry` times
     *     (WAL-3, WAL-4, WAL-14); any other status, or a failure, goes to the status page.
     *
     *     A slow settlement (712000004) answers `IN_PROCESS` to its first 2 polls, then `SUCCESS`;
     *     an M-Pesa payment waiting for the payer's phone answers `IN_PROCESS` (rule
     *     `mpesa-approval`). An unknown `tid` is HTTP 200 with `statusCode` 404.
     */
    get: operations['status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/transaction/fetch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The transaction the status page shows
     * @description The status page (`/payment/status?id=`, also where the card gateway's callback lands)
     *     reads everything it shows from this answer and nothing from its own URL but the id
     *     (PAY-13 to PAY-22, CARD-7). `REQUEST_REGISTERED` (and `ALREADY_PROCESSED`, shown as
     *     it) is fetched again once a second, at most 5 times (PAY-16, PAY-18); `SUCCESS` shows
     *     'Thank you', the pending states 'In Processing', anything else the raw status in the
     *     failed colour with the starred `statusReason` (PAY-15). A failure shows the lookup error
     *     with the server's message.
     *
     *     A slow settlement (712000004) answers `REQUEST_REGISTERED` to its first 2 fetches, then
     *     `SUCCESS`; an M-Pesa payment waiting for the payer's phone answers `REQUEST_REGISTERED`
     *     (rule `mpesa-approval`). An unknown `txnId` is HTTP 200 with `statusCode` 404.
     */
    get: operations['fetch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/transaction/get/exchange/rate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Convert a dual-currency payment's USD amount to CDF
     * @description A dual-currency payment (PAY-6) asks once per amount for its USD amount (amount / 100) in
     *     CDF and charges `result.convertedAmount` when the payer switches to CDF (PAY-7). A
     *     failure leaves the payer on USD and shows the lowercase generic text. A conversion moves
     *     no money: the amount's form is checked (rule `amount-form`), no bounds apply; a pair of
     *     currencies without a rate is 400 `No rate for <from> to <to>`.
     */
    post: operations['exchangeRate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/portal-service/transaction/v1/pg-callback/status/ORP/paystack': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The card gateway sends the browser back here after the card holder decides
     * @description The card gateway's return to the operator (ROUTE-15, CARD-7). A card payment's `process`
     *     answers `redirectUrl`, the gateway's page (a redirect gateway such as Selcom); a
     *     Paystack-type gateway pays in the inline popup instead. When the card holder has
     *     approved, declined or cancelled, the gateway sends the browser here with `txref` (the
     *     transaction id), `PnrID` (the gateway's reference) and `status` (its word for the
     *     outcome). The operator answers 302 to the portal's status page,
     *     `/payment/status?id=<txref>&pg=paystack`, whose `fetch` shows the outcome.
     *
     *     Rule `callback-never-settles`: the operator learns the card holder's decision from the
     *     gateway itself, never from this URL; `status` and `PnrID` here change nothing (a forged
     *     `status=success` leaves an undecided payment `IN_PROCESS`). An unknown `txref`, or one
     *     that is not a card payment, is HTTP 404. The browser reaches this path by navigation:
     *     it carries none of the app headers.
     *
     *     What else the portal meets of the card gateway, and why none of it is an operation here:
     *     - `redirectUrl` is a page of the gateway the browser navigates to, named in the
     *       `process` answer (ProcessResult), not a call the portal makes.
     *     - the Paystack inline popup: the portal loads the gateway's script from
     *       `paystackScriptUrl` of /config.json (a `<script>` element, not an API call) and calls
     *       `PaystackPop.setup({key, email, amount, ref, currency, channels, callback,
     *       onClose}).openIframe()` with `key` from `payStackConfig` of `resource/v1/config`
     *       (CARD-6), `amount` the charge x 100 (CARD-4), `ref` the transaction id, `channels`
     *       card, bank, ussd, qr, mobile_money, bank_transfer (CARD-5); `callback` reads the
     *       status (`status`), `onClose` goes to the status page. A script that does not load in
     *       20 s ends on the status page after the generic toast (CARD-8).
     *     - the sandbox's stand-ins for the gateway (`/__sandbox/gw/pay`, `/__sandbox/gw/decide`,
     *       `/__sandbox/paystack/inline.js`, `/__sandbox/paystack/complete`) are the sandbox's own
     *       pages and calls, playing the gateway and its server-to-server notice: they are NOT
     *       part of the operator's contract, and a real gateway has its own.
     */
    get: operations['pgCallback'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cms/webpage/activePackage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One CMS package (translations, a form, a site configuration) in one language
     * @description The portal loads every CMS package through this call (I18N-5): `pageUrl` is the language
     *     prefix (`''` for EN, `/sw` for SW) plus `/` plus the package name; the packages of I18N-6
     *     (`fetch-sites-data-5g`, `meta-data-config`, `privacy-policy-config`, `lead-status-config`)
     *     are asked without a prefix. The answer carries the package as JSON **text** in
     *     `packageHtml`, which the portal parses and checks for the shape its screen needs; a
     *     package that is not JSON or has another shape is a content error (the screen's texts
     *     fall back to their defaults), nothing is cached.
     *
     *     The answer is the content-service envelope: `{statusCode, status, message, data, result}`
     *     with the same object in `data` (the operator's field, the spec's `data.packageHtml`) and
     *     in `result` (the envelope rule). The portal's client reads `result` from an answer that
     *     carries `statusCode`/`status`, and `data` only from a bare `{data}` without them
     *     (src/api/client.ts fromBody), so a service must send both.
     *
     *     Rules: `content-opco` (opco must be TZ, else HTTP 400), `cms-package-exists` (a pageUrl
     *     naming no package is HTTP 404). The seven app headers are sent but not checked.
     */
    get: operations['cmsPackage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cms/webpage/getFaqs_pCategory': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The FAQ list of one language, with each question's helpful share
     * @description The help centre joins this list with the `help-documents` package (HELP-12): it adds each
     *     question's vote id and its helpful percentage (HELP-10). A failure or an empty list
     *     leaves the help documents usable (the list counts as empty). The language is the
     *     optional `lang` header (lower-case); without it the service answers English.
     *
     *     Envelope as for cmsPackage: the list is in `data` and, identical, in `result`.
     *
     *     Rule: `content-opco` (opco must be TZ, else HTTP 400).
     */
    get: operations['faqs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cms/webpage/likeCount/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A helpful / not helpful vote on one FAQ question
     * @description The help centre's thumbs up or down (HELP-11). The path ends in a slash, as the operator
     *     spells it; the sandbox answers it without the slash too. The portal thanks the person
     *     right after the click whatever the answer, and fetches the FAQ list again when the
     *     answer carried data (`result` not empty), to show the new percentage.
     *
     *     Success is the content-service envelope with the question's new share in `data` and,
     *     identical, in `result`. A vote without `questionId` is a business failure: HTTP 200 with
     *     `statusCode` "400" (a string) and nothing counted. `isLike` true counts a helpful vote,
     *     anything else a not-helpful one. `opco` is sent but not checked, nor is the Content-Type
     *     (the portal sends application/json).
     *
     *     Rules: `data-envelope` (a body that is not `{data:{...}}` is HTTP 400),
     *     `vote-question-required`.
     */
    post: operations['likeCount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cms/maps/{product}shopsbycoordinates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shops within a distance of a point, nearest first
     * @description The store locator's list (MAP-6): the portal asks within 100 km of the searched place or
     *     the person's position, with the lower-case language in the `lang` header. It ranks the
     *     shops by its own distance and shows the name before the first '-' (MAP-2); an error or an
     *     empty list shows the no-results block (MAP-4). `latitue` is the operator's spelling.
     *
     *     Envelope as for cmsPackage: the list is in `data` and, identical, in `result`. Each shop
     *     carries `distance`, km from the point with one decimal.
     *
     *     Rules: `content-opco` (opco must be TZ, else HTTP 400), `shops-coordinates` (latitude and
     *     longitude are required numbers, else HTTP 400).
     */
    get: operations['shops'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/maps/geocode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Places for a typed address (the geocoder behind the content service)
     * @description The portal's geocoder when the Google Maps script is not on the page: the home-broadband
     *     address's fallback order (HBB-5: address plus town, then landmark plus town, then the
     *     town) and the store locator's search. The answer is **bare** `{results: [...]}`, no
     *     envelope: the portal takes the whole body as the result. No hit is `results: []`, never
     *     an error, so the next fallback runs; a hit without finite `lat`/`lng` is skipped.
     *
     *     The sandbox stands in for the geocoder and matches whole known addresses only (case,
     *     spaces and a trailing ", Tanzania" aside). It checks no opco and no key.
     */
    get: operations['geocode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cms/packages/{lang}/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The package's language. Another value is HTTP 404. */
        lang: components['parameters']['PackageLanguage'];
        /**
         * @description A form package (`form-…`), a field-list form (`get-form-schema`, `get-contact-form-schema`, `get-feedback-form-schema`) or a translation package (`…-translation`) that ships in schemas/cms in both languages. A name with other characters than letters, digits, `_` and `-` is HTTP 400; a site configuration (`website-…-config`, `help-documents` …) or an unknown name is HTTP 404: those are not published here.
         * @example form-otp
         */
        name: components['parameters']['PackageName'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Publish one language of a form or translation package (CMS editor)
     * @description Called by the CMS editor page (sandbox/editor/), never by the portal. These publishing
     *     calls exist in sandbox mode only (D-108): production has no editor and no publishing
     *     routes (HTTP 404 "No route"), as the operator's CMS has its own publishing.
     *
     *     The body is the package itself (not `{data}`), as JSON text. The service runs the one
     *     package check of src/forms/packageCheck.ts (the same as `npm run schemas:check` and the
     *     editor, D-107, FORM-12, FORM-13) against this language's shared messages and the other
     *     language's live version (the two may differ only in text, I18N-7). No problem: the text
     *     is stored as the next version and served to the portal at once (cmsPackage). Any
     *     problem: HTTP 422 listing every problem at its JSON pointer, and the live version kept.
     *
     *     Rules: `publish-guarded` (the control header from the sandbox's own host and origin, else
     *     403/421), `publish-known-package` (400/404), `publish-checked` (422).
     */
    put: operations['publishPackage'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cms/packages/{lang}/{name}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The package's language. Another value is HTTP 404. */
        lang: components['parameters']['PackageLanguage'];
        /**
         * @description A form package (`form-…`), a field-list form (`get-form-schema`, `get-contact-form-schema`, `get-feedback-form-schema`) or a translation package (`…-translation`) that ships in schemas/cms in both languages. A name with other characters than letters, digits, `_` and `-` is HTTP 400; a site configuration (`website-…-config`, `help-documents` …) or an unknown name is HTTP 404: those are not published here.
         * @example form-otp
         */
        name: components['parameters']['PackageName'];
      };
      cookie?: never;
    };
    /**
     * Every version of one language of a package, newest first (CMS editor)
     * @description Called by the CMS editor page, never by the portal; exists in sandbox mode only (D-108),
     *     the operator's CMS has its own publishing. Newest first; version 0, last, is the shipped
     *     file in schemas/cms; exactly one row is `live`. Each row carries `changes`: what it changed
     *     for subscribers from the row after it (the next older), computed when asked (EDIT-4); the
     *     oldest row has none.
     *
     *     Rules: `publish-guarded` (403/421), `publish-known-package` (400/404).
     */
    get: operations['packageVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cms/packages/{lang}/{name}/versions/{n}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The package's language. Another value is HTTP 404. */
        lang: components['parameters']['PackageLanguage'];
        /**
         * @description A form package (`form-…`), a field-list form (`get-form-schema`, `get-contact-form-schema`, `get-feedback-form-schema`) or a translation package (`…-translation`) that ships in schemas/cms in both languages. A name with other characters than letters, digits, `_` and `-` is HTTP 400; a site configuration (`website-…-config`, `help-documents` …) or an unknown name is HTTP 404: those are not published here.
         * @example form-otp
         */
        name: components['parameters']['PackageName'];
        /** @description The version to bring back (0 is the shipped file). */
        n: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Make an earlier version live again, as a new version (CMS editor)
     * @description Called by the CMS editor page, never by the portal; exists in sandbox mode only (D-108),
     *     the operator's CMS has its own publishing. No body. Version `n` is checked again as a
     *     publish is (`publish-checked`): the other language may have moved on since it was live.
     *     If it passes, it is stored as the next version (`restoredFrom: n`). If it disagrees only
     *     with the other language's live version and was published together with a version of
     *     that language, both are brought back together as a pair (`together`), checked as a pair
     *     (`publish-pair`). Otherwise HTTP 422 with the problems, `reason: languagesDisagree` when
     *     the version has other rules than the other live one and no partner to bring back; both
     *     live versions are kept.
     *
     *     Rules: `publish-guarded` (403/421), `publish-known-package` (400/404), `publish-checked`,
     *     `publish-pair` and `restore-together` (422).
     */
    post: operations['restoreVersion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/cms/packages/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description A form package (`form-…`), a field-list form (`get-form-schema`, `get-contact-form-schema`, `get-feedback-form-schema`) or a translation package (`…-translation`) that ships in schemas/cms in both languages. A name with other characters than letters, digits, `_` and `-` is HTTP 400; a site configuration (`website-…-config`, `help-documents` …) or an unknown name is HTTP 404: those are not published here.
         * @example form-otp
         */
        name: components['parameters']['PackageName'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Publish the EN and SW versions of a package together (CMS editor)
     * @description Called by the CMS editor page, never by the portal; exists in sandbox mode only (D-108),
     *     the operator's CMS has its own publishing. The body is `{en, sw}`, each language's
     *     package as JSON text or as the JSON itself. Each language is checked alone, then the two
     *     against each other (they may differ only in text), so a change of rules made in both
     *     languages passes where one language sent alone would be refused. No problem: both are
     *     stored in one transaction as each language's next version and recorded as a pair. Any
     *     problem: HTTP 422 listing every problem with its language (`en`, `sw`, or `en+sw` when
     *     the two disagree), and nothing is stored.
     *
     *     Rules: `publish-guarded` (403/421), `publish-known-package` (400/404), `publish-checked`,
     *     `publish-pair` (422; 400 for a body that is not `{en, sw}`).
     */
    put: operations['publishPair'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description An operator code; the portal compares its string form. */
    StatusCode: string | number;
    /** @description Every answer of the portal and auth services. */
    Envelope: {
      statusCode: components['schemas']['StatusCode'];
      /** @enum {string} */
      status: 'success' | 'failure';
      message: string;
      result?: unknown;
      error?: {
        message?: string;
        code?: string | number;
      };
    };
    /** @description A refusal or failure in the envelope (any documented code). */
    Failure: {
      statusCode: components['schemas']['StatusCode'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /**
     * Success
     * @description The call did what was asked; `status` is `success` and `result` holds the answer (API-1).
     *     The content service sends the same object in `data` too; the portal reads `result`.
     * @enum {unknown}
     */
    Code200: '200' | 200;
    /**
     * Invalid input
     * @description The request breaks a rule of the call; `message` says which. As an HTTP 400 body (see the
     *     Refused response) it is a transport refusal. Sent with HTTP 200 as a business refusal:
     *     - number validation, line type, bundles, balance: 'Invalid Mobile No' (the page shows its own
     *       text under the number field, REC-4; the wallet page 'Please enter valid {product} number',
     *       WAL-5); 'Invalid request type'; fixed internet: 'Invalid Account Number'; lead tracking:
     *       'refLeadId and contactNumber are required' (the page shows 'Something Went Wrong!');
     *     - OTP sends: 'Invalid Mobile No', 'email is required', 'Invalid Email Id'; nothing is sent or
     *       counted. The bill lookup, balance check and lead show the message in their toast (OTP-14);
     *       on a verify the dialog shows it and closes itself after 11 s (OTP-7);
     *     - payments (initiate, process, exchange rate): the message says which rule (amount, price,
     *       transaction type, rail ...); the payment screens show it in the 10 s toast;
     *     - the content service's vote without a question id (the string "400"): the portal treats it
     *       as a failure.
     * @enum {unknown}
     */
    Code400: '400' | 400;
    /**
     * Not a broadband line
     * @description Number validation with `checkIfBroadband` true for a valid line that is not a broadband
     *     (router) line (D-49; the spec names no code). The broadband pages show their wrong-line-type
     *     text under the number and keep the bundles and the pay button disabled.
     * @enum {unknown}
     */
    CodeNOT_BROADBAND: 'NOT_BROADBAND';
    /**
     * OTP session not valid
     * @description The OTP behind the call is not verified, unknown, expired or its session is over:
     *     'OTP is not verified. Please verify the OTP first.', 'Session expired. Please verify the OTP
     *     again.' (bill, balance: otp-session-life), 'OTP expired. Please request a new OTP.' (older than
     *     5 minutes: otp-expiry; no attempt is spent), 'OTP session not found. Please request a new
     *     OTP.' (unknown id, or an id of the other OTP family: otp-session-family). On a verify the
     *     portal shows the message and the dialog closes itself after 11 s (OTP-6); on the bill and
     *     balance screens a toast shows it; on a resend the dialog closes and the flow's toast shows it
     *     (the payment flows show none: they count 4001 as shown by the dialog).
     * @enum {unknown}
     */
    Code4001: '4001' | 4001;
    /**
     * No postpaid account
     * @description The number is not registered to a postpaid account, or has no postpaid bill. The
     *     account-number modal shows the server's message and stays open (BILL-3); the bill lookup
     *     toasts it.
     * @enum {unknown}
     */
    Code60005: '60005' | 60005;
    /**
     * Account number does not match
     * @description The account number is not the line's. The account-number modal shows the server's message
     *     and stays open for another try (BILL-3); the bill lookup toasts it. Counts as a wrong
     *     guess (account-attempts).
     * @enum {unknown}
     */
    Code60119: '60119' | 60119;
    /**
     * Forbidden or not registered
     * @description - Fixed-internet lookup (HTTP 200): the e-mail is not registered for the account. The page
     *       toasts the server's message; it counts as a wrong guess (account-attempts).
     *     - Payments (HTTP 403): the caller's proof does not cover what it asks (another number's
     *       token, another payer, another payment method). Nothing changes; the portal shows the message.
     *     - Publishing (HTTP 403): a control call without the control header or from another origin;
     *       the editor shows the message.
     * @enum {unknown}
     */
    Code403: '403' | 403;
    /**
     * Not found
     * @description What the request names does not exist; `message` says what.
     *     - Fixed-internet lookup (HTTP 200): no such account (the page toasts the message; it counts as
     *       a wrong guess). Lead tracking (HTTP 200): 'No Data found' (the page says it could not find
     *       the request, D-46).
     *     - Transaction status and fetch (HTTP 200), process (HTTP 404): no such transaction.
     *     - Content (HTTP 404): no such package, version or route. For a CMS package the portal records a
     *       content error and its screens use their default texts; the editor shows the message.
     * @enum {unknown}
     */
    Code404: '404' | 404;
    /**
     * @description A Tanzanian mobile number. The portal sends the 9 national digits (`712000001`, REC-2); the
     *     service also takes them with `0`, `255` or `+255` in front and with spaces or dashes (all one
     *     number for the OTP limits, CONSENT-5). Anything else is `400 'Invalid Mobile No'`.
     * @example 712000001
     */
    Msisdn: string;
    /**
     * @description The line type of a number (REC-5).
     * @enum {unknown}
     */
    LineType: 'PREPAID' | 'POSTPAID' | 'HYBRID';
    /** @description The portal config (API-10). The amounts are TZS; each minimum is at most its maximum. */
    PortalConfig: {
      /** @description Lowest prepaid amount (REC-6, REC-7). */
      preMinAmnt: number;
      /** @description Highest prepaid amount. */
      preMaxAmnt: number;
      /** @description Lowest postpaid amount. */
      postMinAmnt: number;
      /** @description Highest postpaid amount. */
      postMaxAmnt: number;
      /** @description Round a postpaid bill with decimals up to a whole number, with a note (BILL-5). */
      'beta.amountToHigherValueFeature': boolean;
      /** @description The postpaid page's number validation sends requestType HYBRID_POSTPAID_CHECK. */
      postpaidHybridCheck: boolean;
      /** @description JSON text holding the card gateway's public key, `{"key": "pk_..."}` (CARD-6). */
      payStackConfig: string;
      /** @description Mobile money asks an OTP and the wallet PIN (WAL-2); off, a push request (WAL-1). */
      enableAmPin: boolean;
      /** @description Shown in the PIN dialog (PIN-6). */
      customerCareNumber: string;
      /** @description The USSD code to reset the wallet PIN (PIN-6). */
      pinResetDial: string;
      /** @description How many status polls a wallet or M-Pesa payment makes (WAL-4, WAL-14). */
      paymentMaxTry: number;
    };
    ConfigSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['PortalConfig'];
    };
    /** @description The products sold with the USD/CDF switch (PAY-6, D-50). */
    ProductConfig: {
      /** @description Product codes (a Bundle's `productCode`) that offer the switch. */
      dualCurrencyProducts: string[];
      /** @description The portal's currency (TZS). */
      baseCurrency: string;
      /** @description The other currency offered. */
      secondaryCurrency: string;
    };
    ProductConfigSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['ProductConfig'];
    };
    /** @description A home-broadband town (HBB-12). */
    Town: {
      cityName: string;
      /** @description Home broadband can be installed in this town. */
      hbbLeadFeasibility: boolean;
    };
    TownsResult: {
      data: components['schemas']['Town'][];
    };
    TownsSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['TownsResult'];
    };
    /** @description Number validation (REC-5). */
    ValidateNumberRequest: {
      msisdn: components['schemas']['Msisdn'];
      /** @description The broadband pages ask the service to refuse a line that is not a broadband line. The portal sends false otherwise. */
      checkIfBroadband?: boolean;
      /**
       * @description HYBRID_POSTPAID_CHECK on the postpaid page when config `postpaidHybridCheck` is on, else empty.
       * @enum {unknown}
       */
      requestType?: '' | 'HYBRID_POSTPAID_CHECK';
    };
    ValidateNumberSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      /** @description 'Valid Mobile No'; with HYBRID_POSTPAID_CHECK 'Hybrid postpaid line' or 'Not a hybrid line'. */
      message: string;
      result: components['schemas']['LineType'];
    };
    ValidateNumberFailure: {
      statusCode: components['schemas']['Code400'] | components['schemas']['CodeNOT_BROADBAND'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    LineTypeRequest: {
      msisdn: components['schemas']['Msisdn'];
    };
    LineTypeSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['LineType'];
    };
    LineTypeFailure: {
      statusCode: components['schemas']['Code400'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /** @description The bundle list (REC-10). */
    BundlesRequest: {
      /** @description The confirmed line; empty for the home-broadband plans. */
      msisdn: components['schemas']['Msisdn'] | '';
      /**
       * @description The line type number validation gave; empty for the home-broadband plans.
       * @enum {unknown}
       */
      lineType: '' | 'PREPAID' | 'POSTPAID' | 'HYBRID';
      /**
       * @description The catalogue - MOBILE (recharge pages), BROADBAND (router bundles, BB-4), HBB (home-broadband plans, HBB-2).
       * @enum {unknown}
       */
      serviceType?: 'MOBILE' | 'BROADBAND' | 'HBB';
    };
    /** @description A bundle of the catalogue (REC-10, REC-12); the home-broadband plans add `name`. */
    Bundle: {
      /** @description Data, Voice, SMS, Combo ... (the icon, REC-13). */
      category: string;
      /** @description Daily, Weekly, Monthly, Others ... (the groups, REC-12). */
      periodType: string;
      description: string;
      /** @description The data amount ('1', '350', 'Unlimited'); empty without data. */
      data: string;
      /** @description MB, GB or empty. */
      dataUnit: string;
      /** @description Minutes; empty without voice. */
      voice?: string;
      voiceUnit?: string;
      /** @description SMS count; empty without SMS. */
      sms?: string;
      /** @description -1 means Unlimited (REC-12). */
      validity: number;
      validityUnit: string;
      currency: string;
      /** @description The catalogue price. */
      amount: number;
      productCode: string;
      lineType: components['schemas']['LineType'];
      /** @description The home-broadband plan's name. */
      name?: string;
    };
    BundlesSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['Bundle'][];
    };
    BundlesFailure: {
      statusCode: components['schemas']['Code400'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /** @description A postpaid account number, 10 digits (BILL-2). */
    PostpaidAccountNo: string;
    ValidateAccountRequest: {
      msisdn: components['schemas']['Msisdn'];
      accountNo: components['schemas']['PostpaidAccountNo'];
    };
    /** @description The account number is the line's. */
    AccountValidationResult: {
      msisdn: components['schemas']['Msisdn'];
      accountNo: components['schemas']['PostpaidAccountNo'];
      /** @constant */
      valid: true;
    };
    ValidateAccountSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['AccountValidationResult'];
    };
    ValidateAccountFailure: {
      statusCode: components['schemas']['Code60005'] | components['schemas']['Code60119'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /** @description The bill after the invoice OTP was verified (BILL-1); `otpId` is the verified OTP's. */
    BillByOtpRequest: {
      msisdn: components['schemas']['Msisdn'];
      otpId: string;
    };
    /** @description The bill by the account number the account check accepted (BILL-12). */
    BillByAccountRequest: {
      msisdn: components['schemas']['Msisdn'];
      accountNo: components['schemas']['PostpaidAccountNo'];
    };
    /** @description One way or the other, never both (BILL-12). */
    BillRequest:
      components['schemas']['BillByOtpRequest'] | components['schemas']['BillByAccountRequest'];
    /** @description The postpaid bill (BILL-4). */
    BillResult: {
      /** @description The amount to pay (may have decimals, BILL-5). */
      totalOutstanding: number;
      msisdn?: components['schemas']['Msisdn'];
      accountNo?: components['schemas']['PostpaidAccountNo'];
      currency?: string;
    };
    BillSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['BillResult'];
    };
    BillFailure: {
      statusCode:
        | components['schemas']['Code4001']
        | components['schemas']['Code60005']
        | components['schemas']['Code60119'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /** @description The fixed-internet lookup (BILL-9); both fields are required to enable SHOW BILLS (BILL-8). */
    OpenInvoicesRequest: {
      /** @description P or E twice, then 10 digits (BILL-7); the portal sends it upper-cased. */
      accountNo: string;
      /** @description The e-mail registered for the account (BILL-8 pattern). */
      contactPersonEmailId: string;
    };
    /** @description An open fixed-internet invoice (BILL-9, BILL-10). */
    Invoice: {
      accountNo: string;
      invoiceNo: string;
      /** @description 'YYYY-MM-DD' (or a full ISO stamp); before today is overdue (BILL-10). */
      dueDate: string;
      billingStartDate: string;
      billingEndDate: string;
      currency: string;
      outstandingAmount: number;
      /** @description OPEN, OVERDUE ... ('overdue' in any case marks it overdue, BILL-10). */
      invoiceStatus: string;
    };
    OpenInvoicesResponse: {
      invoices: components['schemas']['Invoice'][];
      lineNumber?: string;
      contactPersonMsisdn?: string;
    };
    /** @description The invoices with the account's line and contact number (also at the top; empty strings for an account without invoices). */
    OpenInvoicesResult: {
      response: components['schemas']['OpenInvoicesResponse'];
      lineNumber?: string;
      contactPersonMsisdn?: string;
    };
    OpenInvoicesSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      /** @description 'No Data found' when the account has no open invoice. */
      message: string;
      result: components['schemas']['OpenInvoicesResult'];
    };
    OpenInvoicesFailure: {
      statusCode:
        | components['schemas']['Code400']
        | components['schemas']['Code403']
        | components['schemas']['Code404'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /** @description The balances, with the `uniqueCode` of the line's verified payment OTP (CONSENT-6). */
    BalanceQueryRequest: {
      msisdn: components['schemas']['Msisdn'];
      uniqueCode: string;
    };
    /** @description The broadband data-balance check (BB-1, D-33) - sends an OTP to the line. */
    BalanceCheckRequest: {
      msisdn: components['schemas']['Msisdn'];
      /** @constant */
      requestType: 'BROADBAND_DATA_BALANCE';
    };
    QueryBalanceRequest:
      components['schemas']['BalanceQueryRequest'] | components['schemas']['BalanceCheckRequest'];
    /** @description One active bundle or balance of a line (BB-2, BB-3). */
    BalanceItem: {
      balanceDescription: string;
      /** @description DATA, AIRTIME, UNLIMITED ... (UNLIMITED shows as a dash, BB-2). */
      balanceType: string;
      balance: number;
      /** @description GB, MB, TZS ... */
      unitType: string;
      /** Format: date-time */
      expireTime: string;
      /**
       * @description The group it shows in (BB-3); AIRTIME items make the airtime balance (WAL-15).
       * @enum {unknown}
       */
      serviceType: 'DATA' | 'AIRTIME';
    };
    QueryBalanceResult: {
      queryBalanceResult: components['schemas']['BalanceItem'][];
      msisdn: components['schemas']['Msisdn'];
    };
    /** @description The OTP of a balance check was sent; verify it with the payment OTP's verify (`refId` = `txnRefId`). */
    BalanceRequestResult: {
      /** @description The OTP's id. */
      txnRefId: string;
      /** @description The masked number the code went to ('2557*****001'). */
      otpRecipient: string;
    };
    /** @description The balances (the `uniqueCode` variant). */
    QueryBalanceSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['QueryBalanceResult'];
    };
    /** @description The OTP was sent (the `requestType` variant). */
    BalanceRequestSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['BalanceRequestResult'];
    };
    QueryBalanceFailure: {
      statusCode: components['schemas']['Code400'] | components['schemas']['Code4001'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /** @description The installation address (HBB-11); `city` is the town of the town list. The portal always sends `type` and `country` too. */
    LeadAddress: {
      /** @constant */
      type?: 'INSTALLATION';
      /** @description Left out when the person gave none. */
      landmark?: string;
      /** @description 6 decimals at most. */
      lat: number;
      lng: number;
      city: string;
      /** @description The typed installation address, else the geocoded one. */
      street1: string;
      country?: string;
    };
    /** @description The chosen home-broadband plan (a Bundle of serviceType HBB). The portal sends all four; the service requires none of them. */
    LeadPlan: {
      /** @description The plan's productCode. */
      code?: string;
      amount?: number;
      currency?: string;
      description?: string;
    };
    /**
     * @description The lead (HBB-11). The person's fields follow the live `get-form-schema` package (shipped
     *     rules: fullName 3-60 letters, contactNumber 9 digits, email, town of the list,
     *     installationAddress 5-120, landmark 3-120, consent true) and the coordinates the
     *     `form-hbb-coordinates` package; the service checks them (lead-fields). A field an editor
     *     added to `get-form-schema` travels at the top level under its own name (a string,
     *     number or boolean; FORM-18).
     */
    LeadPayload: {
      fullName: string;
      contactNumber: string;
      email: string;
      /** @description The town's hbbLeadFeasibility from the town list (HBB-12). */
      feasibility?: boolean;
      address: components['schemas']['LeadAddress'];
      plan: components['schemas']['LeadPlan'];
      /** @constant */
      source?: 'WEBPORTAL';
      /** @description The verified lead OTP's uniqueCode. */
      uniqueCode?: string;
      /** @description The line type number validation gave. */
      lineType?: string;
      /** @description The terms accepted; the shipped package requires true. */
      consent: boolean;
    } & {
      [key: string]: string | number | boolean;
    };
    /** @description The lead's outcome. */
    SubmitLeadResult: {
      /** @description The lead's reference; only for a lead created in a feasible town. */
      refLeadId?: string;
      /** @description false - the service is not available in the town (HBB-9). */
      feasibility: boolean;
      city: string;
    };
    SubmitLeadSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      /** @description 'Thank you for reaching out'; 'Service is not available in your area'; 'Lead could not be created'. */
      message: string;
      result: components['schemas']['SubmitLeadResult'];
    };
    /** @description The lead's reference and the contact number given on it (D-46). */
    TrackLeadRequest: {
      refLeadId: string;
      contactNumber: components['schemas']['Msisdn'];
    };
    /** @description A tracked lead (D-46). */
    TrackLeadResult: {
      refLeadId: string;
      /** @description SUBMITTED, or PAID once the lead's payment succeeded; another status is shown as sent. */
      leadStatus: string;
      city?: string;
      planDescription?: string;
      /** Format: date-time */
      createdAt: string;
    };
    TrackLeadSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['TrackLeadResult'];
    };
    TrackLeadFailure: {
      statusCode: components['schemas']['Code400'] | components['schemas']['Code404'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /**
     * @description Which form (D-48).
     * @enum {unknown}
     */
    FormType: 'CONTACT_US' | 'SERVICE_EXPERIENCE';
    /** @description A contact or service-experience form (FORM-10). */
    FormSaveRequest: {
      formType: components['schemas']['FormType'];
      /**
       * @description The language the person wrote in; its package's rules apply.
       * @enum {unknown}
       */
      language?: 'en' | 'sw';
      /** @constant */
      channel?: 'WEBPORTAL';
      /**
       * @description The filled-in fields (empty ones left out), named as the form's live CMS package names
       *     them (FORM-18). Shipped: CONTACT_US fullName, contactNumber, email (optional), subject,
       *     message; SERVICE_EXPERIENCE rating, comment (optional), contactNumber (optional).
       */
      formData: {
        [key: string]: unknown;
      };
    };
    FormSaveAnswer: {
      /** @description The saved form's reference, shown on the thank-you. */
      referenceId: string;
      formType: components['schemas']['FormType'];
    };
    FormSaveSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      /** @description The thank-you of the form type. */
      message: string;
      result: components['schemas']['FormSaveAnswer'];
    };
    /**
     * Wrong OTP
     * @description The code is wrong; `result.attemptsLeft` says how many more the number may try (4, 3, 2, 1:
     *     `otp-verify-attempts`). The portal clears the boxes and shows 'Please enter correct OTP'
     *     with the attempts left: the server's figure, never more than one less than before (OTP-4,
     *     OTP-16).
     * @enum {unknown}
     */
    Code2003: '2003' | 2003;
    /**
     * Attempts exhausted
     * @description 'Maximum attempts exhausted.': the fifth wrong code of the number within 30 minutes, any
     *     verify of the number's sessions for the 30 minutes after it (123456 included), or a
     *     session that spent its own 5 (`otp-verify-attempts`). The portal shows it, disables the
     *     boxes and hides resend; only closing remains (OTP-5).
     * @enum {unknown}
     */
    Code2002: '2002' | 2002;
    /**
     * OTP send limit
     * @description The send or resend is over a limit (`otp-send-limit`, `otp-send-caps`); HTTP 502. The dialog closes and the toast shows the server's text (OTP-8).
     * @enum {unknown}
     */
    Code502: '502' | 502;
    /**
     * @description The 6 digits typed in the dialog's boxes (OTP-1). 123456 is right in the sandbox.
     * @example 123456
     */
    OtpCode: string;
    /** @description An OTP session's id as a send answered it (`otpId` of the invoice OTP, `refId` of the payment OTP). */
    OtpSessionId: string;
    /**
     * @description `sendOtpHbb`'s data (HBB-7). The portal always sends `email`, `customerDetails` and
     *     `requestType`, and `msisdn` when the lead has a contact number. The service needs a number
     *     or, without one, an e-mail address: `email` '' without `msisdn` is `400 'email is
     *     required'` in the answer.
     */
    HbbOtpRequest: {
      /** @description The e-mail of the lead form; the code goes there when `msisdn` is not sent. The portal sends '' when it has none. */
      email: string;
      customerDetails: components['schemas']['HbbOtpCustomerDetails'];
      /**
       * @description The portal sends `HBB_LEADS` (the lead's transaction type, decision 26); the sandbox reads no value from it.
       * @example HBB_LEADS
       */
      requestType: string;
      /** @description The lead's contact number; sent only when there is one. */
      msisdn?: components['schemas']['Msisdn'];
    };
    HbbOtpCustomerDetails: {
      /** @description The full name of the lead form ('' when none). */
      fullName: string;
    };
    /** @description `invoiceOtpSend`'s data (OTP-11). */
    InvoiceOtpSendRequest: {
      /** @description The postpaid number whose bill is asked (the 9 digits). */
      text: components['schemas']['Msisdn'];
      /** @description The spec's second text field; the portal sends ''. The sandbox reads a number in it when `text` has none. */
      text1: string;
      /** @constant */
      otpAction: 'INVOICE';
    };
    /** @description `invoiceOtpResend`'s data (OTP-11). */
    InvoiceOtpResendRequest: {
      otpId: components['schemas']['OtpSessionId'];
      /** @description Not sent by the portal. When given, a number over its send limit is refused (502) even if the id is unknown. */
      msisdn?: components['schemas']['Msisdn'];
    };
    /** @description `invoiceOtpVerify`'s data (OTP-11). */
    InvoiceOtpVerifyRequest: {
      otp: components['schemas']['OtpCode'];
      otpId: components['schemas']['OtpSessionId'];
    };
    /** @description `paymentOtpSend`'s data (OTP-12). */
    PaymentOtpSendRequest: {
      /** @description The paying number (the 9 digits typed in the payment form). */
      msisdn: components['schemas']['Msisdn'];
    };
    /** @description `paymentOtpResend`'s data (OTP-12). */
    PaymentOtpResendRequest: {
      refId: components['schemas']['OtpSessionId'];
      /** @description Not sent by the portal. When given, a number over its send limit is refused (502) even if the id is unknown. */
      msisdn?: components['schemas']['Msisdn'];
    };
    /**
     * @description `paymentOtpVerify`'s (and `verifyUser`'s) data (OTP-12). The PIN flows (mobile money,
     *     SmartCash) add `username` and `paymentMode`; airtime, the balance check and the lead send
     *     `{refId, otp}` only.
     */
    PaymentOtpVerifyRequest: {
      refId: components['schemas']['OtpSessionId'];
      otp: components['schemas']['OtpCode'];
      /** @description The wallet number being verified (the paying number's 9 digits). */
      username?: string;
      /**
       * @description The PIN flow's payment mode, e.g. `TWIGA_MONEY` (mobile money) or `SMARTCASH`.
       * @example TWIGA_MONEY
       */
      paymentMode?: string;
    };
    InvoiceOtpSendResult: {
      otpId: components['schemas']['OtpSessionId'];
    };
    PaymentOtpSendResult: {
      refId: components['schemas']['OtpSessionId'];
    };
    InvoiceOtpVerifyResult: {
      /** @description The verified session; `subscriber/v1/bill {msisdn, otpId}` opens the bill with it for 15 minutes. */
      otpId: components['schemas']['OtpSessionId'];
      /** @constant */
      verified: true;
    };
    /**
     * @description What a verified payment OTP hands the flow (OTP-9). `tokenType` and `accessToken` make the
     *     `Authorization: <tokenType> <accessToken>` header of `transaction/v1/auth/initiate` and
     *     `transaction/v1/auth/process` (API-8); `uniqueCode` goes into the initiation, the balance
     *     query and the lead. Both last 15 minutes from the first verification.
     */
    PaymentOtpVerifyResult: {
      /** @description The verified OTP session's code (the sandbox's start with `UC`). */
      uniqueCode: string;
      /**
       * @description The scheme of the Authorization header; the auth calls take `Bearer`.
       * @constant
       */
      tokenType: 'Bearer';
      /** @description The bearer token; only its hash is kept by the service, so it is in this answer only. */
      accessToken: string;
      /**
       * @description The recipient the code went to, as the service keeps it: the 9 national digits, or the
       *     lower-cased e-mail address of an e-mail-only home-broadband OTP. The sandbox sends it;
       *     the portal does not read it.
       */
      msisdn?: string;
    };
    OtpAttemptsLeft: {
      /** @description Wrong codes the number may still try (5 minus its wrong codes within 30 minutes, or the session's own, whichever is more spent). */
      attemptsLeft: number;
    };
    HbbOtpSendSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['PaymentOtpSendResult'];
    };
    InvoiceOtpSendSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['InvoiceOtpSendResult'];
    };
    InvoiceOtpResendSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['InvoiceOtpSendResult'];
    };
    InvoiceOtpVerifySuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['InvoiceOtpVerifyResult'];
    };
    PaymentOtpSendSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['PaymentOtpSendResult'];
    };
    PaymentOtpResendSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['PaymentOtpSendResult'];
    };
    PaymentOtpVerifySuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['PaymentOtpVerifyResult'];
    };
    /** @description A send refused in an HTTP 200 body: `Invalid Mobile No`, `email is required` or `Invalid Email Id` (Code400). */
    OtpSendInvalidRecipient: {
      statusCode: components['schemas']['Code400'];
      /** @constant */
      status: 'failure';
      /** @example Invalid Mobile No */
      message: string;
    };
    /** @description A resend of an unknown session, or of the other OTP family's (Code4001). */
    OtpSessionNotFound: {
      statusCode: components['schemas']['Code4001'];
      /** @constant */
      status: 'failure';
      /** @example OTP session not found. Please request a new OTP. */
      message: string;
    };
    /** @description A wrong code (Code2003) with the attempts the number has left. */
    OtpWrongCode: {
      statusCode: components['schemas']['Code2003'];
      /** @constant */
      status: 'failure';
      /** @example Please enter correct OTP */
      message: string;
      result: components['schemas']['OtpAttemptsLeft'];
    };
    /** @description A verify that checks no code - attempts exhausted (Code2002) or the session over (Code4001). */
    OtpVerifyRefused: {
      statusCode: components['schemas']['Code2002'] | components['schemas']['Code4001'];
      /** @constant */
      status: 'failure';
      /** @example Maximum attempts exhausted. */
      message: string;
    };
    /** @description The HTTP 502 of a send or resend over a limit (Code502). */
    OtpSendRefused: {
      statusCode: components['schemas']['Code502'];
      /** @constant */
      status: 'failure';
      /**
       * @example max limit exhausted, please try after sometime.
       * @example Too many OTP requests from this device. Please try again in 15 minutes.
       * @example The OTP service is busy. Please try again in a few minutes.
       */
      message: string;
    };
    /**
     * Unauthorised
     * @description A wrong `x-api-key`, a missing, unknown or expired token, or a call that needs a verified
     *     OTP sent without one. The portal shows the message.
     * @enum {unknown}
     */
    Code401: '401' | 401;
    /**
     * Idempotency key reused
     * @description An initiation's `txnId` was already used for a different payment (`Idempotency key
     *     already used for a different payment`); nothing is stored and the first transaction is
     *     untouched. The portal ends the attempt (the next initiation has a new key) and shows the
     *     message.
     * @enum {unknown}
     */
    Code409: '409' | 409;
    /**
     * Wrong wallet PIN
     * @description Mobile money: the PIN is wrong; `result.attemptsLeft` (4 down to 1) tells how many tries
     *     remain. The PIN modal stays open and shows 'Please enter correct PIN' with the attempts
     *     left (PIN-3).
     * @enum {unknown}
     */
    Code1004: '1004' | 1004;
    /**
     * Wrong SmartCash PIN
     * @description SmartCash: the PIN is wrong; `result.attemptsLeft` (4 down to 1). The portal shows
     *     'Please enter correct PIN' with the attempts and initiates the payment again before the
     *     next try (WAL-10).
     * @enum {unknown}
     */
    Code56D005: '56D005';
    /**
     * Insufficient airtime
     * @description The airtime balance is less than the amount; nothing is debited. The portal shows
     *     'Looks like you don't have sufficient balance. Recharge airtime or try different payment
     *     method' (WAL-16).
     * @enum {unknown}
     */
    Code1005: '1005' | 1005;
    /**
     * Wallet locked
     * @description The wallet's PIN is locked (the fifth wrong PIN, or a locked wallet); `result.attemptsLeft`
     *     is 0. Mobile money shows the blocked message with unlock at a shop or via customer care
     *     (PIN-4); SmartCash 'Your Smart Cash wallet has been blocked due to too many incorrect PIN
     *     attempts.' (WAL-11).
     * @enum {unknown}
     */
    Code1006: '1006' | 1006;
    /**
     * @description A transaction's state (PAY-16, PAY-21):
     *     - `REQUEST_RAISED`: initiated, not processed. Shown as pending (In Processing).
     *     - `IN_PROCESS`: processed, the money not settled yet (a card at its gateway, an M-Pesa
     *       request on the payer's phone, a slow settlement). The wallet screens poll again.
     *     - `REQUEST_REGISTERED`: pending, as the status page's fetch reports it; the page fetches
     *       again once a second, at most 5 times.
     *     - `ALREADY_PROCESSED`: a process call for a transaction processed before; the status page
     *       shows it as `REQUEST_REGISTERED`.
     *     - `SUCCESS`: paid; 'Thank you' in the success colour.
     *     - `FAILED`, `FALIURE` [sic, a spelling the operator also sends]: not paid; the raw status
     *       in the failed colour with `statusReason`.
     *     - `CANCELLED`: the card holder cancelled at the gateway; shown as a failure.
     * @enum {string}
     */
    TransactionStatus:
      | 'SUCCESS'
      | 'FAILED'
      | 'FALIURE'
      | 'REQUEST_REGISTERED'
      | 'REQUEST_RAISED'
      | 'ALREADY_PROCESSED'
      | 'IN_PROCESS'
      | 'CANCELLED';
    /**
     * @description What a payment pays, exactly one of the spec's types (rule `transaction-types`):
     *     `PREPAID_RECHARGE` and `POSTPAID_BILL` (typed amounts; a POSTPAID_BILL with an invoice
     *     number pays a fixed-internet invoice), `PREPAID_BUNDLES` and `POSTPAID_BUNDLES` (a
     *     catalogue bundle), `HBB_LEADS` and `HBB_AIRTIME` (a home-broadband lead's plan, PAY-12).
     * @enum {string}
     */
    TransactionType:
      | 'PREPAID_RECHARGE'
      | 'POSTPAID_BILL'
      | 'PREPAID_BUNDLES'
      | 'POSTPAID_BUNDLES'
      | 'HBB_LEADS'
      | 'HBB_AIRTIME';
    /**
     * @description TZS (the default), or USD and CDF for a dual-currency product (rule `currencies`).
     * @enum {string}
     */
    CurrencyCode: 'TZS' | 'USD' | 'CDF';
    /**
     * @description A Tanzanian mobile number: the portal sends the 9 digits (`mobileNumber`,
     *     `loggedInNumber`) or, for the payer, with a leading 0 (`paymentMobile`, WAL-7); the
     *     service also reads it with +255 or 255.
     */
    MobileNumber: string;
    /**
     * @description The payment method (rule `one-rail`): `PG` (card, with the gateway's name as
     *     `paymentGateway`), `AIRTIME`, the mobile-money option's code (`<BRAND>_MONEY` such as
     *     `TWIGA_MONEY`, or `AM`), `SMARTCASH_SECURE` (the SmartCash option's code), `MPESA`.
     */
    PaymentMode: string;
    /** @description What the payment start page sends (PAY-1), from the payment session (PAY-23). */
    PaymentOptionsRequest: {
      /** @description The session's amount (TZS; a dual-currency product's TZS price). */
      amount: number;
      mobileNumber: components['schemas']['MobileNumber'];
      /** @description The line type (PREPAID, POSTPAID, HYBRID). */
      subscriberType: string;
      /**
       * @description The summary's label of the payment: 'PREPAID RECHARGE', 'POSTPAID BILL PAYMENT',
       *     'BUNDLE PURCHASE', 'FIXED INTERNET BILL PAYMENT', 'HOME BROADBAND'.
       */
      rechargeType: string;
      transactionType: components['schemas']['TransactionType'];
    };
    /**
     * @description One payment method on offer. `type` picks the portal's method screen (the portal drops
     *     any other type): `PG` card (`name` is the gateway, sent as `paymentGateway`; a name matching
     *     /paystack/i pays in the inline popup), `AM` mobile money (`code` is its payment mode),
     *     `airtime`, `smartcash` (`code` its payment mode), `mpesa`.
     */
    PaymentOption: {
      name: string;
      /** @enum {string} */
      type: 'PG' | 'AM' | 'airtime' | 'smartcash' | 'mpesa';
      code?: string;
    };
    PaymentOptionsResult: {
      paymentOption: components['schemas']['PaymentOption'][];
    };
    PaymentOptionsSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['PaymentOptionsResult'];
    };
    /**
     * @description The initiation's `data` (PAY-8), built by the card screen and the wallet screens from the
     *     payment session. The service needs `amount`, `mobileNumber`, `paymentMode` and
     *     `transactionType`; the rest is sent as it applies.
     */
    InitiationPayload: {
      /**
       * @description The charge, a JSON number (rule `amount-form`): whole shillings in TZS, at most 2
       *     decimals in USD and CDF. A typed amount keeps the config's bounds (`amount-bounds`);
       *     a bundle, plan or invoice must be its operator price (`catalogue-price`).
       */
      amount: number;
      /** @description The country's calling code, `255` (runtime config `countryCode`). */
      countryCode?: string;
      /** @description The payer's e-mail (card, M-Pesa, airtime forms), for the receipt. */
      emailId?: string;
      /** @description The line the payment is for (9 digits). */
      mobileNumber: components['schemas']['MobileNumber'];
      /**
       * @description The number that pays (wallets; with a leading 0, WAL-7). The payer is this number,
       *     else `mobileNumber` (rule `token-payer`).
       */
      paymentMobile?: components['schemas']['MobileNumber'];
      currencyCode?: components['schemas']['CurrencyCode'];
      /** @description The bundle's or home-broadband plan's product code (catalogue price). */
      productCode?: string;
      /**
       * @description A card payment's gateway: the PG option's `name` (Paystack, Selcom). The wallets send
       *     none (or their own rail's name). Rule `one-rail`.
       */
      paymentGateway?: string;
      transactionType: components['schemas']['TransactionType'];
      /** @description The bundle's data unit (GB, MB), when the session has one. */
      unit?: string;
      /** @description The session's number (9 digits). */
      loggedInNumber?: string;
      /**
       * @description A fixed-internet invoice's account number (`^[PE]{2}\d{10}$`, with `invoiceNumber`),
       *     or a home-broadband lead id (HBB_LEADS, HBB_AIRTIME). Nothing else (rule
       *     `operator-records`).
       */
      accountId?: string;
      /** @description An open invoice of `accountId`, on a POSTPAID_BILL payment only. */
      invoiceNumber?: string;
      /** @description Listed by the spec; the portal does not send it. */
      accountType?: string;
      paymentMode: components['schemas']['PaymentMode'];
      /**
       * @description The payment attempt's idempotency key (a UUID the portal keeps in session storage
       *     until the operator answers, API-9; rule `idempotent-txnid`).
       */
      txnId?: string;
      /** @description The verified payment OTP's `uniqueCode` (auth/initiate's payments). */
      uniqueCode?: string;
    };
    InitiationResult: {
      /** @description The operator's id of the transaction (the sandbox's `TWG` + 16 characters). */
      transactionId: string;
      /** @description SmartCash only (WAL-9), the PEM public key its PIN is encrypted with. */
      encryptionKeyDetails?: {
        key: string;
      };
    };
    InitiationSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['InitiationResult'];
    };
    /**
     * @description A refused initiation; nothing is stored. 400 names the broken rule in `message`
     *     (`Missing field …`, `Invalid amount: …`, `Unsupported currency …`, `Unknown transaction
     *     type`, `Unknown product code`, `Amount must be the price: TZS …`, `This product is priced
     *     in …`, `Minimum amount should be TZS …`, `Maximum amount should be TZS …`, `Invalid
     *     Mobile No`, `Unsupported payment mode …`, `paymentMode and paymentGateway must name one
     *     payment method …`, `Airtime payments are in TZS only`, `Invalid Account Number`, `Unknown
     *     invoice number for this account`, `Unknown lead id` …); 409 a reused `txnId`.
     */
    InitiationFailure: {
      statusCode: components['schemas']['Code400'] | components['schemas']['Code409'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /** @description The process call's `data` (PAY-9). */
    ProcessPayload: {
      transactionId: string;
      /** @constant */
      isSubscriberRequest: true;
      /** @description The initiation's payment mode (rule `initiated-rail`). */
      paymentMode: components['schemas']['PaymentMode'];
      /**
       * @description [sic] the spec's spelling; always true.
       * @constant
       */
      proccessFlag: true;
      /** @description A card payment's gateway, as initiated. */
      paymentGateway?: string;
      /** @description The wallet number that pays, with its leading 0 (WAL-7); must be the initiated payer. */
      paymentMobile?: components['schemas']['MobileNumber'];
      /**
       * @description The 4-digit wallet PIN, RSA-encrypted (OAEP SHA-256, or PKCS#1 v1.5 per the runtime
       *     config's `pinPadding`) and base64 (PIN-2). Never the clear PIN.
       */
      amPin?: string;
      /** @description A fixed-internet invoice payment's account number. */
      accountId?: string;
      /** @description Listed by the spec; the portal does not send it. */
      accountType?: string;
    };
    /**
     * @description The fields of a transaction an answer about it carries; the required ones always (PAY-15, PAY-22); the portal
     *     reads `transactionStatus`, else `status`. Used through TransactionResult and
     *     ProcessResult, which close it.
     */
    TransactionFields: {
      status?: components['schemas']['TransactionStatus'];
      transactionStatus: components['schemas']['TransactionStatus'];
      transactionId: string;
      /** @description The operator's or the card gateway's reference (`REF…`, `PNR…`, `PSK…` in the sandbox). */
      refTransactionId?: string;
      transactionType: components['schemas']['TransactionType'];
      /** @description The mode the payment was initiated (and processed) with. */
      paymentMode?: string;
      paymentGateway?: string;
      /** @description The line paid for, as initiated. */
      mobileNumber?: string;
      /** @description The same number (the receipt reads either). */
      msisdn?: string;
      currencyCode: components['schemas']['CurrencyCode'];
      amount: number;
      /** @description The invoice's account or the home-broadband lead id. */
      accountId?: string;
      invoiceNumber?: string;
      /**
       * @description Why a payment did not succeed (`Insufficient funds in wallet`, `Card declined by the
       *     issuer`, `Cancelled by the customer` …); never with SUCCESS. Shown starred (PAY-15).
       */
      statusReason?: string;
      /** @description The bundle's or plan's description, when the payment bought one. */
      bundleDescription?: string;
      /** @description A home-broadband payment's lead (PAY-20). */
      metaInfo?: {
        leadId?: string;
      };
    };
    /** @description A transaction as the status calls answer it (`status`, `fetch`). */
    TransactionResult: components['schemas']['TransactionFields'];
    /**
     * @description The process answer: the transaction's fields, plus `redirectUrl` (the card gateway's
     *     page) for a card payment sent to its gateway (CARD-3).
     */
    ProcessResult: {
      /**
       * @description Where the browser goes to pay by card (not for a Paystack-type gateway, which opens
       *     its inline popup). The sandbox's is its stand-in page `/__sandbox/gw/pay?tid=…`.
       */
      redirectUrl?: string;
    } & components['schemas']['TransactionFields'];
    ProcessSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['ProcessResult'];
    };
    /**
     * @description A refused plain process: 400 `amPin is required` (the PIN option is on and no PIN was
     *     sent), or `Unsupported payment mode …`. Nothing moves.
     */
    ProcessFailure: {
      statusCode: components['schemas']['Code400'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /** @description A refused auth/process without PIN attempts, 400 (`amPin is required` …) or 1005 (insufficient airtime). */
    AuthProcessFailure: {
      statusCode: components['schemas']['Code400'] | components['schemas']['Code1005'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /** @description How many PIN tries the wallet has left (rule `pin-attempts`). */
    PinAttempts: {
      attemptsLeft: number;
    };
    /** @description A wrong PIN (1004 mobile money, 56D005 SmartCash), with the tries left (1 to 4). */
    WrongPin: {
      statusCode: components['schemas']['Code1004'] | components['schemas']['Code56D005'];
      /** @constant */
      status: 'failure';
      message: string;
      result: components['schemas']['PinAttempts'] & {
        attemptsLeft?: unknown;
      };
    };
    /** @description The wallet is locked (1006), no tries left. */
    WalletLocked: {
      statusCode: components['schemas']['Code1006'];
      /** @constant */
      status: 'failure';
      message: string;
      result: components['schemas']['PinAttempts'] & {
        /** @constant */
        attemptsLeft?: 0;
      };
    };
    StatusSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['TransactionResult'];
    };
    /** @description No transaction has this id (`Transaction not found`). */
    StatusFailure: {
      statusCode: components['schemas']['Code404'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /** @description The conversion PAY-7 asks for (the portal sends USD to CDF). */
    ExchangeRateRequest: {
      fromCurrency: components['schemas']['CurrencyCode'];
      toCurrency: components['schemas']['CurrencyCode'];
      /** @description The amount in `fromCurrency` (rule `amount-form`). */
      amount: number;
    };
    ExchangeRateResult: {
      /** @description The amount in `toCurrency`, rounded to the cent; what the portal charges in CDF. */
      convertedAmount: number;
      /** @description Units of `toCurrency` per one unit of `fromCurrency`. */
      rate: number;
      fromCurrency: components['schemas']['CurrencyCode'];
      toCurrency: components['schemas']['CurrencyCode'];
    };
    ExchangeRateSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['ExchangeRateResult'];
    };
    /** @description `No rate for <from> to <to>`, or the amount's form (`Invalid amount: …`). */
    ExchangeRateFailure: {
      statusCode: components['schemas']['Code400'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /** @description HTTP 401 of a payment call. */
    PaymentUnauthorized: {
      statusCode: components['schemas']['Code401'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /** @description HTTP 403 of a payment call; nothing is stored, debited or counted. */
    PaymentForbidden: {
      statusCode: components['schemas']['Code403'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /** @description HTTP 404 `Transaction not found`. */
    TransactionNotFound: {
      statusCode: components['schemas']['Code404'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /**
     * Misdirected request
     * @description A publishing (control) call to a Host that is not the sandbox's own; the editor shows the message.
     * @enum {unknown}
     */
    Code421: '421' | 421;
    /**
     * Package refused
     * @description The package (or pair) fails the package check; `problems` lists each one and the editor shows them. The live version stays.
     * @enum {unknown}
     */
    Code422: '422' | 422;
    /** @description An HTTP 400 answer of the content service. */
    ContentRefusal: {
      statusCode: components['schemas']['Code400'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /** @description An HTTP 404 answer of the content service. */
    ContentNotFoundFailure: {
      statusCode: components['schemas']['Code404'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /** @description The control guard's HTTP 403 answer. */
    ControlForbiddenFailure: {
      statusCode: components['schemas']['Code403'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /** @description The control guard's HTTP 421 answer. */
    ControlMisdirectedFailure: {
      statusCode: components['schemas']['Code421'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /** @description One package as the content service serves it (`data` and `result` of cmsPackage). */
    CmsPackageResult: {
      /** @description The package as JSON text (despite the name, not HTML). The portal parses it and checks the shape its screen needs: see CmsPackageContent. */
      packageHtml: string;
      /** @description The `pageUrl` asked, echoed (the sandbox sends it; the portal does not read it). */
      pageUrl?: string;
    };
    CmsPackageSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      data: components['schemas']['CmsPackageResult'];
      result: components['schemas']['CmsPackageResult'];
    };
    /**
     * @description What a package's `packageHtml` holds: a JSON object the content editors change. Its shape
     *     depends on the package name, and each is checked where it is used, not re-specified here:
     *     - `…-translation`: a TranslationTree (i18next namespaces; `validation-translation` holds
     *       the form engine's shared messages);
     *     - `form-…`: a FormPackage;
     *     - `get-form-schema`, `get-contact-form-schema`, `get-feedback-form-schema`: a
     *       FieldListSchema, or a whole FormPackage (FORM-18);
     *     - site configurations (`website-…-config`, `help-documents`, `fetch-sites-data-5g`,
     *       `lead-status-config`, `hbb-lead-config` …): objects each screen checks for its own
     *       keys (e.g. help-documents' `helpItems` and `helpLinks`).
     */
    CmsPackageContent: {
      [key: string]: unknown;
    };
    /** @description A translation package: nested objects whose leaves are strings (src/content/i18nBackend.ts isTranslationTree). EN and SW have the same keys (I18N-7); `validation-translation` must hold every message key of the form engine. */
    TranslationTree: {
      [key: string]: string | components['schemas']['TranslationTree'];
    };
    /** @description A form package (src/forms/formPackage.ts): the top-level keys the portal relies on. The inside of `schema` (a JSON Schema, draft-07) and `uiSchema` is the form engine's and is checked by the package check (src/forms/packageCheck.ts, D-136), not here; other top-level keys are ignored. */
    FormPackage: {
      id: string;
      version: number;
      /** @description The form's JSON Schema (draft-07), any root; checked by the form engine's rules. */
      schema: Record<string, never>;
      /** @description How each field is drawn (widgets, order, placeholders); the engine's. */
      uiSchema?: Record<string, never>;
      /** @description Per field (dotted path), per keyword, the words of its error; `@key` names a shared message. */
      messages?: {
        [key: string]: {
          [key: string]: string;
        };
      };
    } & {
      [key: string]: unknown;
    };
    /** @description The operator's field-list form (FORM-8, src/forms/fieldListAdapter.ts), turned into a form package by the portal. Keys beyond those shown are ignored. */
    FieldListSchema: {
      fields: ({
        name: string;
        label: string;
        /** @description text-like input, select or checkbox */
        type: string;
        required?: boolean;
        pattern?: string;
        minLength?: number;
        maxLength?: number;
        errorMessage?: string;
        placeholder?: string;
        rank?: number;
        countryCode?: string;
        /** @description A select's choices (required for a select); `value` is what is sent. */
        options?: ({
          value: string;
          label?: string;
        } & {
          [key: string]: unknown;
        })[];
      } & {
        [key: string]: unknown;
      })[];
      actions?: ({
        type: string;
        label: string;
        rank?: number;
      } & {
        [key: string]: unknown;
      })[];
    } & {
      [key: string]: unknown;
    };
    /** @description One language of a publishable package, as the editor sends it. Which shape applies follows from the name; the service's package check decides, and answers 422 with the problems of a body that fits none. */
    FormOrTranslationPackage:
      | components['schemas']['FormPackage']
      | components['schemas']['FieldListSchema']
      | components['schemas']['TranslationTree'];
    /** @description Both languages of one package, each as its JSON text (what the editor sends) or as the JSON itself. */
    PackagePairRequest: {
      en: string | components['schemas']['FormOrTranslationPackage'];
      sw: string | components['schemas']['FormOrTranslationPackage'];
    };
    /** @description One FAQ question (HELP-10); the help centre joins it with the help documents by category and question. */
    FaqItem: {
      questionId: string;
      category: string;
      question: string;
      /** @description The answer as HTML. */
      answer: string;
      /** @description The share of helpful votes, 0 to 100 (0 when nobody voted). */
      countLikePercentage?: number;
      parentCategory?: string;
      /** @description The string 'true' marks a popular question. */
      popular?: string;
      href?: string;
    };
    FaqsSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      data: components['schemas']['FaqItem'][];
      result: components['schemas']['FaqItem'][];
    };
    /** @description The vote (HELP-11). The service requires `questionId`; the portal always sends all three. */
    LikeCountRequest: {
      questionId: string;
      /** @description true for helpful */
      isLike?: boolean;
      /** @constant */
      opco?: 'TZ';
    };
    /** @description The question's helpful share after the vote. */
    LikeCountResult: {
      questionId: string;
      countLikePercentage: number;
    };
    LikeCountSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      data: components['schemas']['LikeCountResult'];
      result: components['schemas']['LikeCountResult'];
    };
    /** @description A vote without a question id; nothing counted. */
    LikeCountFailure: {
      statusCode: components['schemas']['Code400'];
      /** @constant */
      status: 'failure';
      message: string;
    };
    /** @description One shop (MAP-2). `latitue` [sic] is the operator's spelling. */
    Shop: {
      /** @description The name, as 'Name - suffix'; the portal shows the part before the first '-'. */
      shop: string;
      title?: string;
      location: {
        latitue: number;
        longitude: number;
      };
      /** @description The street address. */
      phyLocation?: string;
      /** @description The phone number, when the shop has one. */
      phNumber?: string;
      /** @description Km from the asked point, one decimal (the portal computes its own). */
      distance?: number;
    };
    ShopsSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      data: components['schemas']['Shop'][];
      result: components['schemas']['Shop'][];
    };
    GeocodeHit: {
      /** @description What the suggestion list shows. */
      formattedAddress: string;
      lat: number;
      lng: number;
    };
    /** @description The geocoder's bare answer (no envelope). */
    GeocodeResult: {
      results: components['schemas']['GeocodeHit'][];
    };
    /** @description One problem the package check found (src/forms/packageCheck.ts). */
    PackageProblem: {
      /** @description A JSON pointer into the package, `/` for the whole. */
      path: string;
      message: string;
    };
    /** @description One problem of a pair, with the language to fix (`en+sw` when the two disagree). */
    PairProblem: {
      /** @enum {string} */
      lang: 'en' | 'sw' | 'en+sw';
      /** @description A JSON pointer into the package, `/` for the whole. */
      path: string;
      message: string;
    };
    /** @description A package that fails the check (HTTP 422). */
    PublishRefusal: {
      statusCode: components['schemas']['Code422'];
      /** @constant */
      status: 'failure';
      message: string;
      problems: components['schemas']['PackageProblem'][];
    };
    /** @description A version that cannot be live now (HTTP 422): its own problems, or (`reason: languagesDisagree`) rules the other language's live version does not have, with no version of that language published together with it. */
    RestoreRefusal: {
      statusCode: components['schemas']['Code422'];
      /** @constant */
      status: 'failure';
      message: string;
      problems: components['schemas']['PackageProblem'][];
      /** @constant */
      reason?: 'languagesDisagree';
    };
    /** @description A pair that fails the check (HTTP 422); nothing stored. */
    PairPublishRefusal: {
      statusCode: components['schemas']['Code422'];
      /** @constant */
      status: 'failure';
      message: string;
      problems: components['schemas']['PairProblem'][];
    };
    /** @description One stored version of one language of a package (sandbox/store/cmsPackages.ts). */
    PackageVersion: {
      /** @description 0 is the shipped file. */
      version: number;
      /**
       * Format: date-time
       * @description The publish's time; the file's for version 0.
       */
      time: string;
      /** @description Bytes of the JSON text. */
      size: number;
      live: boolean;
      /** @description The version a restore brought back. */
      restoredFrom?: number;
      /** @description The other language's version published together with this one. */
      pairedWith?: number;
    };
    /** @description A version just stored, with its package and language. */
    PublishedVersion: {
      /** @enum {string} */
      lang: 'en' | 'sw';
      name: string;
      version: number;
      /** Format: date-time */
      time: string;
      size: number;
      /** @constant */
      live: true;
      restoredFrom?: number;
      pairedWith?: number;
    };
    /** @description The version a restore stored, and the other language's brought back with it (`together`), if any. */
    RestoredVersion: {
      /** @enum {string} */
      lang: 'en' | 'sw';
      name: string;
      version: number;
      /** Format: date-time */
      time: string;
      size: number;
      /** @constant */
      live: true;
      restoredFrom: number;
      pairedWith?: number;
      together?: components['schemas']['PublishedVersion'];
    };
    PublishPackageSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      /** @description "Published version {n}". */
      message: string;
      result: components['schemas']['PublishedVersion'];
    };
    RestoreVersionSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['RestoredVersion'];
    };
    /** @description Both languages stored together, each paired with the other. */
    PublishedPair: {
      name: string;
      en: components['schemas']['PackageVersion'];
      sw: components['schemas']['PackageVersion'];
    };
    PublishPairSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      /** @description "Published EN version {n} and SW version {m}". */
      message: string;
      result: components['schemas']['PublishedPair'];
    };
    /** @description A row of the versions list (sandbox/editor/api.ts VersionRow). */
    VersionRow: {
      /** @description 0 is the shipped file. */
      version: number;
      /** Format: date-time */
      time: string;
      size: number;
      live: boolean;
      restoredFrom?: number;
      pairedWith?: number;
      /** @description What this version changed for subscribers from the next older row (none for the oldest). */
      changes: components['schemas']['PackageChange'][];
    };
    PackageVersionsSuccess: {
      statusCode: components['schemas']['Code200'];
      /** @constant */
      status: 'success';
      message: string;
      result: components['schemas']['VersionRow'][];
    };
    /** @description Words per language; a language the compared versions lack is absent. */
    ChangeLabels: {
      en?: string;
      sw?: string;
    };
    /** @description A field as a change names it. */
    ChangeField: {
      /** @description The field's path joined by '/', its identity across versions. */
      path: string;
      name: string;
      labels: components['schemas']['ChangeLabels'];
    };
    ChangeChoice: {
      value: string | number | boolean;
      labels: components['schemas']['ChangeLabels'];
    };
    /** @description Shown only when `field` has `answer`. */
    ChangeCondition: {
      field: components['schemas']['ChangeField'];
      answer: components['schemas']['ChangeChoice'];
    };
    /** @description One thing a subscriber will notice between two versions of a form (EDIT-4); `kind` says which. */
    PackageChange:
      | {
          /** @constant */
          kind: 'title';
          /** @enum {string} */
          lang: 'en' | 'sw';
          from: string;
          to: string;
        }
      | {
          /** @constant */
          kind: 'added';
          field: components['schemas']['ChangeField'];
        }
      | {
          /** @constant */
          kind: 'removed';
          field: components['schemas']['ChangeField'];
        }
      | {
          /** @constant */
          kind: 'order';
          group?: components['schemas']['ChangeField'];
          order: components['schemas']['ChangeField'][];
        }
      | {
          /** @constant */
          kind: 'required';
          field: components['schemas']['ChangeField'];
          to: boolean;
        }
      | {
          /** @constant */
          kind: 'rule';
          field: components['schemas']['ChangeField'];
          /** @enum {string} */
          rule:
            | 'minLength'
            | 'maxLength'
            | 'minimum'
            | 'maximum'
            | 'pattern'
            | 'format'
            | 'widget'
            | 'link';
          from?: string | number;
          to?: string | number;
        }
      | {
          /** @constant */
          kind: 'words';
          field: components['schemas']['ChangeField'];
          /** @enum {string} */
          lang: 'en' | 'sw';
          /** @enum {string} */
          word: 'label' | 'placeholder' | 'help' | 'link';
          from: string;
          to: string;
        }
      | {
          /** @constant */
          kind: 'choiceWords';
          field: components['schemas']['ChangeField'];
          /** @enum {string} */
          lang: 'en' | 'sw';
          choice: components['schemas']['ChangeChoice'];
          from: string;
          to: string;
        }
      | {
          /** @constant */
          kind: 'message';
          field: components['schemas']['ChangeField'];
          /** @enum {string} */
          lang: 'en' | 'sw';
          rule: string;
          from: string;
          to: string;
        }
      | {
          /** @constant */
          kind: 'choicesAdded';
          field: components['schemas']['ChangeField'];
          choices: components['schemas']['ChangeChoice'][];
        }
      | {
          /** @constant */
          kind: 'choicesRemoved';
          field: components['schemas']['ChangeField'];
          choices: components['schemas']['ChangeChoice'][];
        }
      | {
          /** @constant */
          kind: 'choicesOrder';
          field: components['schemas']['ChangeField'];
          order: components['schemas']['ChangeChoice'][];
        }
      | {
          /** @constant */
          kind: 'condition';
          field: components['schemas']['ChangeField'];
          from?: components['schemas']['ChangeCondition'];
          to?: components['schemas']['ChangeCondition'];
        };
  };
  responses: {
    /** @description The request breaks the contract (a missing or invalid header, field or parameter); `message` names what. */
    Refused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description A wrong `x-api-key`, or (auth calls) a missing, expired or foreign token. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description The body is larger than the service accepts. */
    TooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description A POST whose Content-Type is not application/json. */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /** @description The service or a gateway in front of it failed (500, 502, 503, 504). The portal says so and, for a read, retries. */
    ServiceFailure: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /**
     * @description Five wrong account numbers in a row from this client (CONSENT-10): the lookup is locked
     *     for 15 minutes and answers this to every call, a right account number too ('Too many wrong
     *     account numbers. Please try again in 15 minutes.'). The portal shows the message.
     */
    AccountLookupLocked: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Failure'];
      };
    };
    /**
     * @description A send or resend over a limit (OTP-8, `otp-send-limit`, `otp-send-caps`): the recipient
     *     had its 5 codes in 15 minutes (712000006 always) - `max limit exhausted, please try after
     *     sometime.` -, or the client (20) or the service (100) had its codes for 15 minutes. Nothing
     *     is sent and the refusal is not counted. The portal closes the OTP dialog and the flow's
     *     toast shows the server's text (else 'max limit exhausted, please try after sometime.').
     *     A gateway's 502 in front of the service comes the same way and is shown the same.
     */
    OtpSendLimit: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['OtpSendRefused'];
      };
    };
    /** @description The request breaks the contract: `opco` missing or not TZ ("Missing parameter opco", "Invalid parameter opco"), latitude or longitude missing, a POST body that is not `{data:{...}}` (or nested deeper than 32 levels), a package name with path characters, a pair body that is not `{en, sw}`. `message` says which. */
    ContentRefused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ContentRefusal'];
      };
    };
    /** @description Nothing there: no package for the pageUrl, an unknown or unpublishable package name, a language other than en or sw, no such version, or no such route (another product's shop path; the publishing routes in production mode). */
    ContentNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ContentNotFoundFailure'];
      };
    };
    /** @description A publishing call without `X-Sandbox-Control: 1`, or from another origin or site (`message` starts "Control API:"). */
    ControlForbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ControlForbiddenFailure'];
      };
    };
    /** @description A publishing call whose Host is not the sandbox's own (DNS rebinding); `message` starts "Control API:". */
    ControlMisdirected: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ControlMisdirectedFailure'];
      };
    };
  };
  parameters: {
    XMaskRequest: 'enable';
    XProduct: 'ORP';
    /** @description The portal's version. */
    XAppVersion: string;
    /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
    XApiKey: string;
    XServiceId: string;
    XOpco: 'TZ';
    XRunMode: 'beta';
    /** @description The operator code (`opco` in /config.json). Missing or another value is HTTP 400 (`content-opco`). */
    ContentOpco: 'TZ';
    /** @description The selected language in lower case; without it the service answers English. */
    ContentLanguage: 'en' | 'sw';
    /** @description The package's language. Another value is HTTP 404. */
    PackageLanguage: 'en' | 'sw';
    /**
     * @description A form package (`form-…`), a field-list form (`get-form-schema`, `get-contact-form-schema`, `get-feedback-form-schema`) or a translation package (`…-translation`) that ships in schemas/cms in both languages. A name with other characters than letters, digits, `_` and `-` is HTTP 400; a site configuration (`website-…-config`, `help-documents` …) or an unknown name is HTTP 404: those are not published here.
     * @example form-otp
     */
    PackageName: string;
    /** @description The control API's header (sandbox/control/contract.ts). With it the call must come to the sandbox's own Host (else 421) and, when the browser says so, from its own origin and site (Origin, Sec-Fetch-Site; else 403), so no other site can publish through a visitor (D-108). */
    SandboxControl: '1';
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  config: {
    parameters: {
      query: {
        /** @description Which config; the portal always asks `PORTAL`. */
        code: 'PORTAL';
      };
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The config. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConfigSuccess'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  productConfig: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The dual-currency products. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductConfigSuccess'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  towns: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The towns under `result.data`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TownsSuccess'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  validateNumber: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['ValidateNumberRequest'];
        };
      };
    };
    responses: {
      /** @description The line type, or a business refusal (`400`, `NOT_BROADBAND`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['ValidateNumberSuccess']
            | components['schemas']['ValidateNumberFailure'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  bundles: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['BundlesRequest'];
        };
      };
    };
    responses: {
      /** @description The bundles, or `400` for a number that is not valid. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['BundlesSuccess'] | components['schemas']['BundlesFailure'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  lineType: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['LineTypeRequest'];
        };
      };
    };
    responses: {
      /** @description The line type, or `400` for a number that is not valid. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['LineTypeSuccess'] | components['schemas']['LineTypeFailure'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  validateAccount: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['ValidateAccountRequest'];
        };
      };
    };
    responses: {
      /** @description The account is the line's, or `60119` / `60005`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['ValidateAccountSuccess']
            | components['schemas']['ValidateAccountFailure'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['AccountLookupLocked'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  bill: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['BillRequest'];
        };
      };
    };
    responses: {
      /** @description The bill, or `4001` / `60005` / `60119`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['BillSuccess'] | components['schemas']['BillFailure'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['AccountLookupLocked'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  openInvoices: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['OpenInvoicesRequest'];
        };
      };
    };
    responses: {
      /** @description The invoices (maybe none), or `400` / `403` / `404`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['OpenInvoicesSuccess']
            | components['schemas']['OpenInvoicesFailure'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['AccountLookupLocked'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  queryBalance: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['QueryBalanceRequest'];
        };
      };
    };
    responses: {
      /** @description The balances, the OTP sent for a balance check, or `400` / `4001`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['QueryBalanceSuccess']
            | components['schemas']['BalanceRequestSuccess']
            | components['schemas']['QueryBalanceFailure'];
        };
      };
      400: components['responses']['Refused'];
      /** @description A wrong `x-api-key`, or a balance query without a `uniqueCode` (the balance needs a verified OTP, CONSENT-6). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Failure'];
        };
      };
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      /**
       * @description The balance-check variant only: no OTP was sent, the number's send limit or a client
       *     or overall cap is reached ('max limit exhausted, please try after sometime.' or a text
       *     naming the cap). The OTP dialog shows the message and closes (OTP-8).
       */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Failure'];
        };
      };
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  submitLead: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['LeadPayload'];
        };
      };
    };
    responses: {
      /** @description The lead's feasibility and, when one was created, its `refLeadId`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubmitLeadSuccess'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  trackLead: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['TrackLeadRequest'];
        };
      };
    };
    responses: {
      /** @description The lead's status, or `400` / `404`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['TrackLeadSuccess'] | components['schemas']['TrackLeadFailure'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  formSave: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['FormSaveRequest'];
        };
      };
    };
    responses: {
      /** @description The form is saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FormSaveSuccess'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  sendOtpHbb: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['HbbOtpRequest'];
        };
      };
    };
    responses: {
      /** @description The code was sent (`result.refId`), or the number or e-mail was refused (`400` in the body). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['HbbOtpSendSuccess']
            | components['schemas']['OtpSendInvalidRecipient'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      502: components['responses']['OtpSendLimit'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  invoiceOtpSend: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['InvoiceOtpSendRequest'];
        };
      };
    };
    responses: {
      /** @description The code was sent (`result.otpId`), or the number was refused (`400` in the body). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['InvoiceOtpSendSuccess']
            | components['schemas']['OtpSendInvalidRecipient'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      502: components['responses']['OtpSendLimit'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  invoiceOtpResend: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['InvoiceOtpResendRequest'];
        };
      };
    };
    responses: {
      /** @description A new code was sent for the same session, or the session is unknown (`4001` in the body). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['InvoiceOtpResendSuccess']
            | components['schemas']['OtpSessionNotFound'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      502: components['responses']['OtpSendLimit'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  invoiceOtpVerify: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['InvoiceOtpVerifyRequest'];
        };
      };
    };
    responses: {
      /** @description The code was right, wrong (`2003`), or can no longer be checked (`2002`, `4001`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['InvoiceOtpVerifySuccess']
            | components['schemas']['OtpWrongCode']
            | components['schemas']['OtpVerifyRefused'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  paymentOtpSend: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['PaymentOtpSendRequest'];
        };
      };
    };
    responses: {
      /** @description The code was sent (`result.refId`), or the number was refused (`400` in the body). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['PaymentOtpSendSuccess']
            | components['schemas']['OtpSendInvalidRecipient'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      502: components['responses']['OtpSendLimit'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  paymentOtpResend: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['PaymentOtpResendRequest'];
        };
      };
    };
    responses: {
      /** @description A new code was sent for the same session, or the session is unknown (`4001` in the body). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['PaymentOtpResendSuccess']
            | components['schemas']['OtpSessionNotFound'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      502: components['responses']['OtpSendLimit'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  paymentOtpVerify: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['PaymentOtpVerifyRequest'];
        };
      };
    };
    responses: {
      /** @description The code was right (the token and uniqueCode), wrong (`2003`), or can no longer be checked (`2002`, `4001`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['PaymentOtpVerifySuccess']
            | components['schemas']['OtpWrongCode']
            | components['schemas']['OtpVerifyRefused'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  verifyUser: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['PaymentOtpVerifyRequest'];
        };
      };
    };
    responses: {
      /** @description The code was right (the token and uniqueCode), wrong (`2003`), or can no longer be checked (`2002`, `4001`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['PaymentOtpVerifySuccess']
            | components['schemas']['OtpWrongCode']
            | components['schemas']['OtpVerifyRefused'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  paymentOptions: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['PaymentOptionsRequest'];
        };
      };
    };
    responses: {
      /** @description The options (the service answers no business failure for this call). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentOptionsSuccess'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  initiate: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['InitiationPayload'];
        };
      };
    };
    responses: {
      /** @description The transaction id, or a business refusal (400, 409). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['InitiationSuccess'] | components['schemas']['InitiationFailure'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  authInitiate: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['InitiationPayload'];
        };
      };
    };
    responses: {
      /** @description The transaction id (with the SmartCash key), or a business refusal (400, 409). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['InitiationSuccess'] | components['schemas']['InitiationFailure'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      /**
       * @description The token does not speak for this payment: `The OTP token was not verified for the
       *     paying number`, `The OTP token belongs to another OTP session`, `The OTP token was
       *     verified for another payment: request a new OTP for this one` or `The OTP token has
       *     already paid: request a new OTP for a new payment`. Nothing is stored.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentForbidden'];
        };
      };
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  process: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['ProcessPayload'];
        };
      };
    };
    responses: {
      /** @description The transaction as processed, or a business refusal (400, 1006). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['ProcessSuccess']
            | components['schemas']['ProcessFailure']
            | components['schemas']['WalletLocked'];
        };
      };
      400: components['responses']['Refused'];
      /**
       * @description A wrong `x-api-key`, or a debit that needs a verified OTP sent here without one: `A
       *     PIN payment needs a verified OTP: send it through auth/process with the OTP token`
       *     (an `amPin`, or any SmartCash payment) or `An airtime payment needs a verified OTP:
       *     send it through auth/process with the OTP token`. Nothing is read or debited.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentUnauthorized'];
        };
      };
      /**
       * @description `paymentMobile must be the number that initiated the payment`, or `paymentMode and
       *     paymentGateway must be those the payment was initiated with`. Nothing moves.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentForbidden'];
        };
      };
      /** @description No transaction has this `transactionId` (`Transaction not found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransactionNotFound'];
        };
      };
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  authProcess: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['ProcessPayload'];
        };
      };
    };
    responses: {
      /** @description The transaction as processed, or a business refusal (400, 1004, 56D005, 1005, 1006). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['ProcessSuccess']
            | components['schemas']['AuthProcessFailure']
            | components['schemas']['WrongPin']
            | components['schemas']['WalletLocked'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      /**
       * @description `The OTP token was not verified for the paying number`, `The OTP token belongs to
       *     another OTP session`, `The OTP token was verified for another payment: request a new
       *     OTP for this one`, `The OTP token has already paid: request a new OTP for a new
       *     payment`, `paymentMobile must be the number that initiated the payment` or
       *     `paymentMode and paymentGateway must be those the payment was initiated with`.
       *     Nothing moves and no PIN is counted.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentForbidden'];
        };
      };
      /** @description No transaction has this `transactionId` (`Transaction not found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransactionNotFound'];
        };
      };
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  status: {
    parameters: {
      query: {
        /** @description The transaction id `initiate` answered. */
        tid: string;
      };
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The transaction, or 404 in the envelope for an unknown id. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['StatusSuccess'] | components['schemas']['StatusFailure'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  fetch: {
    parameters: {
      query: {
        /** @description The transaction id (from the status page's `id`). */
        txnId: string;
      };
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The transaction, or 404 in the envelope for an unknown id. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['StatusSuccess'] | components['schemas']['StatusFailure'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  exchangeRate: {
    parameters: {
      query?: never;
      header: {
        'x-mask-request': components['parameters']['XMaskRequest'];
        'x-product': components['parameters']['XProduct'];
        /** @description The portal's version. */
        'x-app-version': components['parameters']['XAppVersion'];
        /** @description The deployment's key (`apiKey` in /config.json). A wrong key is HTTP 401. */
        'x-api-key': components['parameters']['XApiKey'];
        'x-service-id': components['parameters']['XServiceId'];
        'x-opco': components['parameters']['XOpco'];
        'x-run-mode': components['parameters']['XRunMode'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['ExchangeRateRequest'];
        };
      };
    };
    responses: {
      /** @description The converted amount, or 400 in the envelope. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | components['schemas']['ExchangeRateSuccess']
            | components['schemas']['ExchangeRateFailure'];
        };
      };
      400: components['responses']['Refused'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  pgCallback: {
    parameters: {
      query: {
        /** @description The transaction id the card payment was initiated with. */
        txref: string;
        /** @description The gateway's reference of the payment (the sandbox's `PNR…`); never read. */
        PnrID?: string;
        /**
         * @description The gateway's word for the outcome (the sandbox's page sends `success`, `declined`
         *     or `cancelled`); never read: the status page shows what the operator recorded.
         */
        status?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Back to the portal's status page of this card payment. */
      302: {
        headers: {
          /** @description `/payment/status?id=<txref>&pg=paystack`, on the portal's origin */
          Location: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No card payment has this `txref` (`Transaction not found`). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransactionNotFound'];
        };
      };
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  cmsPackage: {
    parameters: {
      query: {
        /** @description The operator code (`opco` in /config.json). Missing or another value is HTTP 400 (`content-opco`). */
        opco: components['parameters']['ContentOpco'];
        /**
         * @description `{languagePrefix}/{name}`: `/orp-translation` (EN), `/sw/orp-translation` (SW), `/fetch-sites-data-5g` (no prefix). The service also takes it without the leading slash. A name is letters, digits, `_` and `-`.
         * @example /sw/recharge-translation
         */
        pageUrl: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The live package (the newest published version, else the shipped one). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CmsPackageSuccess'];
        };
      };
      400: components['responses']['ContentRefused'];
      404: components['responses']['ContentNotFound'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  faqs: {
    parameters: {
      query: {
        /** @description The operator code (`opco` in /config.json). Missing or another value is HTTP 400 (`content-opco`). */
        opco: components['parameters']['ContentOpco'];
      };
      header?: {
        /** @description The selected language in lower case; without it the service answers English. */
        lang?: components['parameters']['ContentLanguage'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The FAQ items of the language (may be empty). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FaqsSuccess'];
        };
      };
      400: components['responses']['ContentRefused'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  likeCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          data: components['schemas']['LikeCountRequest'];
        };
      };
    };
    responses: {
      /** @description The vote counted (success), or refused for want of a question id (failure "400"). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['LikeCountSuccess'] | components['schemas']['LikeCountFailure'];
        };
      };
      400: components['responses']['ContentRefused'];
      413: components['responses']['TooLarge'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  shops: {
    parameters: {
      query: {
        /** @description The operator code (`opco` in /config.json). Missing or another value is HTTP 400 (`content-opco`). */
        opco: components['parameters']['ContentOpco'];
        /** @example -6.8163 */
        latitude: number;
        /** @example 39.2894 */
        longitude: number;
        /** @description The radius; the portal sends 100 (MAP-6), the service's default is 100 too. */
        distanceInKilometers?: number;
      };
      header?: {
        /** @description The selected language in lower case; without it the service answers English. */
        lang?: components['parameters']['ContentLanguage'];
      };
      path: {
        /**
         * @description The product's name in lower case, part of the operator's path (`runtimeConfig().product`); the sandbox's is `twiga`. Another name is no route (HTTP 404).
         * @example twiga
         */
        product: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The shops within the radius, nearest first (may be empty). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ShopsSuccess'];
        };
      };
      400: components['responses']['ContentRefused'];
      404: components['responses']['ContentNotFound'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  geocode: {
    parameters: {
      query: {
        /**
         * @description The text to find, trimmed (never empty, the portal does not ask for nothing).
         * @example Samora Avenue, Dar es Salaam
         */
        address: string;
        /** @description The deployment's `googleMapsKey` from /config.json; left out when it is empty. */
        key?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The places found (an empty list when none). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeocodeResult'];
        };
      };
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  publishPackage: {
    parameters: {
      query?: never;
      header: {
        /** @description The control API's header (sandbox/control/contract.ts). With it the call must come to the sandbox's own Host (else 421) and, when the browser says so, from its own origin and site (Origin, Sec-Fetch-Site; else 403), so no other site can publish through a visitor (D-108). */
        'X-Sandbox-Control': components['parameters']['SandboxControl'];
      };
      path: {
        /** @description The package's language. Another value is HTTP 404. */
        lang: components['parameters']['PackageLanguage'];
        /**
         * @description A form package (`form-…`), a field-list form (`get-form-schema`, `get-contact-form-schema`, `get-feedback-form-schema`) or a translation package (`…-translation`) that ships in schemas/cms in both languages. A name with other characters than letters, digits, `_` and `-` is HTTP 400; a site configuration (`website-…-config`, `help-documents` …) or an unknown name is HTTP 404: those are not published here.
         * @example form-otp
         */
        name: components['parameters']['PackageName'];
      };
      cookie?: never;
    };
    /** @description The package JSON as its text (a form, a field-list form or a translation package; the name says which). Text that is not JSON is answered 422, not 400. */
    requestBody: {
      content: {
        'application/json': components['schemas']['FormOrTranslationPackage'];
      };
    };
    responses: {
      /** @description Stored as the next version and live. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublishPackageSuccess'];
        };
      };
      400: components['responses']['ContentRefused'];
      403: components['responses']['ControlForbidden'];
      404: components['responses']['ContentNotFound'];
      413: components['responses']['TooLarge'];
      421: components['responses']['ControlMisdirected'];
      /** @description The package fails the check; nothing is stored and the live version stays. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublishRefusal'];
        };
      };
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  packageVersions: {
    parameters: {
      query?: never;
      header: {
        /** @description The control API's header (sandbox/control/contract.ts). With it the call must come to the sandbox's own Host (else 421) and, when the browser says so, from its own origin and site (Origin, Sec-Fetch-Site; else 403), so no other site can publish through a visitor (D-108). */
        'X-Sandbox-Control': components['parameters']['SandboxControl'];
      };
      path: {
        /** @description The package's language. Another value is HTTP 404. */
        lang: components['parameters']['PackageLanguage'];
        /**
         * @description A form package (`form-…`), a field-list form (`get-form-schema`, `get-contact-form-schema`, `get-feedback-form-schema`) or a translation package (`…-translation`) that ships in schemas/cms in both languages. A name with other characters than letters, digits, `_` and `-` is HTTP 400; a site configuration (`website-…-config`, `help-documents` …) or an unknown name is HTTP 404: those are not published here.
         * @example form-otp
         */
        name: components['parameters']['PackageName'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The versions, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PackageVersionsSuccess'];
        };
      };
      400: components['responses']['ContentRefused'];
      403: components['responses']['ControlForbidden'];
      404: components['responses']['ContentNotFound'];
      421: components['responses']['ControlMisdirected'];
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  restoreVersion: {
    parameters: {
      query?: never;
      header: {
        /** @description The control API's header (sandbox/control/contract.ts). With it the call must come to the sandbox's own Host (else 421) and, when the browser says so, from its own origin and site (Origin, Sec-Fetch-Site; else 403), so no other site can publish through a visitor (D-108). */
        'X-Sandbox-Control': components['parameters']['SandboxControl'];
      };
      path: {
        /** @description The package's language. Another value is HTTP 404. */
        lang: components['parameters']['PackageLanguage'];
        /**
         * @description A form package (`form-…`), a field-list form (`get-form-schema`, `get-contact-form-schema`, `get-feedback-form-schema`) or a translation package (`…-translation`) that ships in schemas/cms in both languages. A name with other characters than letters, digits, `_` and `-` is HTTP 400; a site configuration (`website-…-config`, `help-documents` …) or an unknown name is HTTP 404: those are not published here.
         * @example form-otp
         */
        name: components['parameters']['PackageName'];
        /** @description The version to bring back (0 is the shipped file). */
        n: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The version is live again as a new version (with its partner when `together`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RestoreVersionSuccess'];
        };
      };
      400: components['responses']['ContentRefused'];
      403: components['responses']['ControlForbidden'];
      404: components['responses']['ContentNotFound'];
      413: components['responses']['TooLarge'];
      421: components['responses']['ControlMisdirected'];
      /** @description The version cannot be live now; both live versions are kept. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            components['schemas']['RestoreRefusal'] | components['schemas']['PairPublishRefusal'];
        };
      };
      '5XX': components['responses']['ServiceFailure'];
    };
  };
  publishPair: {
    parameters: {
      query?: never;
      header: {
        /** @description The control API's header (sandbox/control/contract.ts). With it the call must come to the sandbox's own Host (else 421) and, when the browser says so, from its own origin and site (Origin, Sec-Fetch-Site; else 403), so no other site can publish through a visitor (D-108). */
        'X-Sandbox-Control': components['parameters']['SandboxControl'];
      };
      path: {
        /**
         * @description A form package (`form-…`), a field-list form (`get-form-schema`, `get-contact-form-schema`, `get-feedback-form-schema`) or a translation package (`…-translation`) that ships in schemas/cms in both languages. A name with other characters than letters, digits, `_` and `-` is HTTP 400; a site configuration (`website-…-config`, `help-documents` …) or an unknown name is HTTP 404: those are not published here.
         * @example form-otp
         */
        name: components['parameters']['PackageName'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PackagePairRequest'];
      };
    };
    responses: {
      /** @description Both languages stored together, each as its next version, both live. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublishPairSuccess'];
        };
      };
      400: components['responses']['ContentRefused'];
      403: components['responses']['ControlForbidden'];
      404: components['responses']['ContentNotFound'];
      413: components['responses']['TooLarge'];
      421: components['responses']['ControlMisdirected'];
      /** @description The pair fails the check; nothing is stored and both live versions stay. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PairPublishRefusal'];
        };
      };
      '5XX': components['responses']['ServiceFailure'];
    };
  };
}
