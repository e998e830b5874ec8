/**
 * CONSENT-8 (WAL-14, PAY-13 to PAY-15).
 * Issue 30 item 5, M-Pesa asks the payer, as a payer sees it: the built portal served by the
 * sandbox, a phone-sized Chromium, 'Continue to pay' pressed with the keyboard. The sandbox's
 * phones (README "Sandbox test data"): 718000001 never answers on its own (the test answers for
 * it through the control call, as the payer's phone would), 718000002 declines at once. Each
 * outcome in English and in Swahili: approved -> Thank you; declined -> FAILED with the starred
 * reason; never approved -> the MPESA polls stop at paymentMaxTry and the status page says In
 * Processing (the spec's MPESA polling and status-page rules; their requirement ids join this
 * header once docs/requirements.md's "Pinned by" column is regenerated with it).
 */
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  answerMpesaPush,
  expect,
  expectVisible,
  sandboxTransactions,
  setSandboxConfig,
  test,
} from './support/index.ts';
import { switchToSwahili } from './support/language.ts';
import { givenPayment, sessions } from './support/payment.ts';
import { activate, expectHeading, main } from './support/screen.ts';

const NEVER_ANSWERS = '718000001';
const DECLINES = '718000002';
const DECLINED_REASON = "Declined on the payer's phone: the M-Pesa request was not approved";

/** What each language says: the MPESA button, the overlay's push line, the status page's words. */
const LANGUAGES = [
  {
    name: 'English',
    swahili: false,
    pay: 'Continue to pay',
    push: 'We sent a payment request to your phone. Approve it to complete the payment.',
    thankYou: 'Thank you',
    successful: 'Successful.',
    inProcessing: 'In Processing',
    unsuccessful: 'Unsuccessful.',
  },
  {
    name: 'Swahili',
    swahili: true,
    pay: 'Endelea kulipa',
    push: 'Tumetuma ombi la malipo kwenye simu yako. Likubali ili kukamilisha malipo.',
    thankYou: 'Asante',
    successful: 'Yamefanikiwa.',
    inProcessing: 'Yanashughulikiwa',
    unsuccessful: 'Hayajafanikiwa.',
  },
] as const;
type Language = (typeof LANGUAGES)[number];

/** A TZS 1000 recharge of `msisdn` (its own M-Pesa pays), the MPESA form in `lang`, pay pressed. */
async function payByMpesa(page: Page, msisdn: string, lang: Language): Promise<void> {
  await givenPayment(page, msisdn, sessions.prepaidWithEmail);
  await page.goto('/payment/start/mpesa');
  if (lang.swahili) await switchToSwahili(page);
  const pay = main(page).getByRole('button', { name: lang.pay });
  await expectVisible(pay, `the '${lang.pay}' button`);
  await expect.poll(() => pay.isEnabled(), { timeout: 10_000 }).toBe(true);
  await activate(pay);
}

/** Waits until the sandbox holds the push as sent and unanswered (processed, IN_PROCESS). */
async function expectPushWaiting(baseUrl: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await sandboxTransactions<{ status: string; processed_mode: string | null }>(baseUrl)).map(
          (t) => `${t.status} ${t.processed_mode ?? ''}`,
        ),
      { timeout: 15_000 },
    )
    .toEqual(['IN_PROCESS MPESA']);
}

async function expectOutcome(page: Page, heading: string, message: string, timeout = 30_000) {
  await page.waitForURL(/\/payment\/status\?id=/, { timeout });
  await expectHeading(page, heading, `the '${heading}' heading`, timeout);
  await expectVisible(main(page).getByText(message), `'${message}'`);
}

for (const lang of LANGUAGES) {
  describe(`M-Pesa asks the payer (${lang.name})`, () => {
    test(`${NEVER_ANSWERS}: the request waits on the phone, the phone approves, then ${lang.thankYou}`, async ({
      page,
      baseUrl,
    }) => {
      const firstPoll = page.waitForResponse((r) => r.url().includes('transaction/v1/status'));
      await payByMpesa(page, NEVER_ANSWERS, lang);
      await expectVisible(
        page.getByRole('status').getByText(lang.push),
        'the overlay asking to approve on the phone',
      );
      await expectPushWaiting(baseUrl);
      // The portal's first poll saw the payment waiting; it stays on the form's overlay.
      const seen = (await (await firstPoll).json()) as { result: { transactionStatus: string } };
      expect(seen.result.transactionStatus).toBe('IN_PROCESS');
      expect(page.url()).toMatch(/\/payment\/start\/mpesa$/);
      const approved = await answerMpesaPush(baseUrl, NEVER_ANSWERS, 'approve');
      expect(approved.transactionStatus).toBe('SUCCESS');
      // The next 10 s poll sees SUCCESS.
      await expectOutcome(page, lang.thankYou, `+255 ${NEVER_ANSWERS} ${lang.successful}`);
    }, 60_000);

    test(`${DECLINES}: the phone declines, FAILED with the reason`, async ({ page, baseUrl }) => {
      await payByMpesa(page, DECLINES, lang);
      await expectOutcome(page, 'FAILED', `+255 ${DECLINES} ${lang.unsuccessful}`);
      await expectVisible(main(page).getByText(`* ${DECLINED_REASON}`), 'the starred reason');
      expect(
        (await sandboxTransactions<{ status: string; status_reason: string }>(baseUrl)).map((t) => [
          t.status,
          t.status_reason,
        ]),
      ).toEqual([['FAILED', DECLINED_REASON]]);
    }, 60_000);

    test(`${NEVER_ANSWERS} never approves: the polls stop at paymentMaxTry 1, ${lang.inProcessing}`, async ({
      page,
      baseUrl,
    }) => {
      await setSandboxConfig(baseUrl, { paymentMaxTry: 1 });
      await payByMpesa(page, NEVER_ANSWERS, lang);
      // One 10 s wait, the last look-up, then the status page's 5 refetches of REQUEST_REGISTERED.
      await expectOutcome(
        page,
        lang.inProcessing,
        `+255 ${NEVER_ANSWERS} ${lang.inProcessing}.`,
        40_000,
      );
      expect((await sandboxTransactions<{ status: string }>(baseUrl)).map((t) => t.status)).toEqual(
        ['IN_PROCESS'],
      );
    }, 60_000);
  });
}
