/**
 * Publishing EN and SW together (issue 15): a change of rules made in both languages is checked
 * as a pair and stored in one transaction; a restore never leaves the live pair disagreeing.
 */
import { describe, expect, it } from 'vitest';
import { cmsPublishPath } from '../../src/api/endpoints.ts';
import { openDb } from '../core/db.ts';
import { liveText, publishPair } from '../store/cmsPackages.ts';
import { SCHEMAS, edited, sendTo, shipped, type Json } from './cmsKit.ts';
import { sandboxForFile } from './harness.ts';

const h = sandboxForFile();
const send = sendTo(h);

/** The shipped OTP form of `lang` with `edit` applied, as JSON text. */
const otpForm = (lang: 'en' | 'sw', edit: (j: Json) => void) => edited(lang, 'form-otp', edit);
/** A new rule (a maxLength) in one language's OTP form, with new words for its label. */
const withMaxLength = (lang: 'en' | 'sw', n: number, title: string) =>
  otpForm(lang, (j) => {
    j.schema.properties.otp.maxLength = n;
    j.schema.properties.otp.title = title;
  });

const publishBoth = (en: string, sw: string, name = 'form-otp') =>
  send(cmsPublishPath('pair', { name }), 'PUT', JSON.stringify({ en, sw }));
const publishOne = (lang: 'en' | 'sw', body: string) =>
  send(cmsPublishPath('package', { lang, name: 'form-otp' }), 'PUT', body);
const restore = (lang: 'en' | 'sw', n: number) =>
  send(cmsPublishPath('restore', { lang, name: 'form-otp', n }), 'POST');
const versions = async (lang: 'en' | 'sw') =>
  (await send(cmsPublishPath('versions', { lang, name: 'form-otp' }), 'GET')).body.result as Json[];
/** What the portal is served for the OTP form in `lang`. */
const served = async (lang: 'en' | 'sw') =>
  (
    (
      await h.call('cmsPackage', {
        query: { opco: 'TZ', pageUrl: lang === 'sw' ? '/sw/form-otp' : '/form-otp' },
      })
    ).body.data as { packageHtml: string }
  ).packageHtml;

describe('publishing EN and SW together', () => {
  it('stores a new rule made in both languages and serves each at once', async () => {
    const en = withMaxLength('en', 6, 'Code from your SMS');
    const sw = withMaxLength('sw', 6, 'Msimbo kutoka SMS yako');
    const answer = await publishBoth(en, sw);
    expect(answer.http).toBe(200);
    expect(answer.body.result).toMatchObject({
      name: 'form-otp',
      en: { version: 1, live: true, pairedWith: 1 },
      sw: { version: 1, live: true, pairedWith: 1 },
    });
    expect(await served('en')).toBe(en);
    expect(await served('sw')).toBe(sw);
    expect((await versions('sw')).map((v) => [v.version, v.live, v.pairedWith])).toEqual([
      [1, true, 1],
      [0, false, 0],
    ]);
  });

  it('the same rule sent in one language alone is still refused: the pair would disagree', async () => {
    const answer = await publishOne('en', withMaxLength('en', 6, 'Code from your SMS'));
    expect(answer.http).toBe(422);
    expect(answer.body.problems).toEqual([
      { path: '/schema/properties/otp/maxLength', message: 'is missing in SW' },
    ]);
  });

  it('refuses a pair that disagrees with every problem, its language and path; stores nothing', async () => {
    const en = withMaxLength('en', 6, 'Code');
    const sw = otpForm('sw', (j) => {
      j.schema.properties.otp.maxLength = 8;
      j.messages.otp.pattern = '@otp.nope';
    });
    const answer = await publishBoth(en, sw);
    expect(answer.http).toBe(422);
    expect(answer.body.message).toBe('The pair has 2 problem(s); both live versions are kept');
    expect(answer.body.problems).toEqual([
      {
        lang: 'sw',
        path: '/messages/otp/pattern',
        message: 'shared message "@otp.nope" does not exist',
      },
      {
        lang: 'en+sw',
        path: '/schema/properties/otp/maxLength',
        message: 'differs between EN (6) and SW (8); only text may differ',
      },
    ]);
    expect(await served('en')).toBe(shipped('en'));
    expect(await served('sw')).toBe(shipped('sw'));
    expect((await versions('en')).map((v) => v.version)).toEqual([0]);
    expect((await versions('sw')).map((v) => v.version)).toEqual([0]);
  });

  it('one language broken: neither is stored, though the other is good', async () => {
    const answer = await publishBoth(withMaxLength('en', 6, 'Code'), '{ "id": ');
    expect(answer.http).toBe(422);
    expect(answer.body.problems).toEqual([
      { lang: 'sw', path: '/', message: expect.stringMatching(/^not valid JSON/) },
    ]);
    expect(await served('en')).toBe(shipped('en'));
    expect((await versions('en')).map((v) => v.version)).toEqual([0]);
  });

  it('refuses a body that is not { en, sw } (400), an unknown package (404), no control header (403)', async () => {
    const path = cmsPublishPath('pair', { name: 'form-otp' });
    expect((await send(path, 'PUT', JSON.stringify({ en: shipped('en') }))).http).toBe(400);
    expect((await send(path, 'PUT', 'not json')).http).toBe(400);
    expect((await publishBoth(shipped('en'), shipped('sw'), 'website-footer-config')).http).toBe(
      404,
    );
    expect((await publishBoth(shipped('en'), shipped('sw'), 'form.otp')).http).toBe(400);
    const body = JSON.stringify({ en: shipped('en'), sw: shipped('sw') });
    expect((await send(path, 'PUT', body, {})).http).toBe(403);
    expect((await versions('en')).map((v) => v.version)).toEqual([0]);
  });

  it('takes each language as JSON too, not only as text', async () => {
    const en = JSON.parse(withMaxLength('en', 6, 'Code')) as Json;
    const sw = JSON.parse(withMaxLength('sw', 6, 'Msimbo')) as Json;
    const answer = await send(
      cmsPublishPath('pair', { name: 'form-otp' }),
      'PUT',
      JSON.stringify({ en, sw }),
    );
    expect(answer.http).toBe(200);
    expect(JSON.parse(await served('sw'))).toEqual(sw);
  });
});

describe('restoring one language of a pair', () => {
  it('restores the pair published together when the version disagrees with the other live one', async () => {
    await publishBoth(withMaxLength('en', 6, 'Code'), withMaxLength('sw', 6, 'Msimbo'));
    // The shipped EN file has no maxLength: alone it would disagree with the live SW version 1.
    const answer = await restore('en', 0);
    expect(answer.http).toBe(200);
    expect(answer.body.result).toMatchObject({
      lang: 'en',
      version: 2,
      restoredFrom: 0,
      together: { lang: 'sw', version: 2, restoredFrom: 0 },
    });
    expect(await served('en')).toBe(shipped('en'));
    expect(await served('sw')).toBe(shipped('sw'));
  });

  it('restores one language alone when it agrees with the other live one (a change of words)', async () => {
    const en1 = withMaxLength('en', 6, 'Code');
    const sw1 = withMaxLength('sw', 6, 'Msimbo');
    await publishBoth(en1, sw1);
    await publishOne('en', withMaxLength('en', 6, 'Your code'));
    const answer = await restore('en', 1);
    expect(answer.http).toBe(200);
    expect(answer.body.result).toMatchObject({ lang: 'en', version: 3, restoredFrom: 1 });
    expect(answer.body.result).not.toHaveProperty('together');
    expect(await served('en')).toBe(en1);
    expect((await versions('sw')).map((v) => v.version)).toEqual([1, 0]);
  });

  it('refuses a version published alone whose rules the other live one no longer has', async () => {
    const words = otpForm('en', (j) => (j.schema.properties.otp.title = 'Code'));
    await publishOne('en', words);
    const en2 = withMaxLength('en', 6, 'Code');
    const sw1 = withMaxLength('sw', 6, 'Msimbo');
    await publishBoth(en2, sw1);
    const answer = await restore('en', 1);
    expect(answer.http).toBe(422);
    expect(answer.body).toMatchObject({
      reason: 'languagesDisagree',
      message:
        'Version 1 has other rules than the live SW version and was not published together with an SW version; both live versions are kept',
      problems: [{ path: '/schema/properties/otp/maxLength', message: 'is missing in EN' }],
    });
    expect(await served('en')).toBe(en2);
    expect(await served('sw')).toBe(sw1);
  });
});

describe('the pair in the store', () => {
  it('stores both languages in one transaction: a failed SW write leaves no EN version', async () => {
    const db = openDb(':memory:');
    // The SW write fails as a full disk would, after the EN version is written.
    db.exec(`CREATE TEMP TRIGGER sw_fails BEFORE INSERT ON cms_versions WHEN NEW.lang = 'sw'
      BEGIN SELECT RAISE(ABORT, 'disk full'); END;`);
    const texts = { en: withMaxLength('en', 6, 'Code'), sw: withMaxLength('sw', 6, 'Msimbo') };
    expect(() => publishPair(db, 'form-otp', texts)).toThrow('disk full');
    expect(await liveText(db, SCHEMAS, 'en', 'form-otp')).toBe(shipped('en'));
    expect(db.prepare('SELECT COUNT(*) AS n FROM cms_versions').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM cms_pairs').get()).toEqual({ n: 0 });
    db.close();
  });
});
