import { describe, expect, it } from 'vitest';
import { cmsPublishPath } from '../../src/api/endpoints.ts';
import { controlHeaders } from '../control/contract.ts';
import { BODY_LIMIT_BYTES } from '../middleware/bodyLimit.ts';
import { edited, sendTo, shipped, type Json } from './cmsKit.ts';
import { sandboxForFile } from './harness.ts';

const h = sandboxForFile();
const send = sendTo(h);

/** The shipped EN OTP form with `edit` applied, as JSON text. */
const otpForm = (edit: (j: Json) => void) => edited('en', 'form-otp', edit);

const publish = (body: string, lang = 'en', name = 'form-otp') =>
  send(cmsPublishPath('package', { lang, name }), 'PUT', body);
const versions = (lang = 'en', name = 'form-otp') =>
  send(cmsPublishPath('versions', { lang, name }), 'GET');
const restore = (n: number, lang = 'en', name = 'form-otp') =>
  send(cmsPublishPath('restore', { lang, name, n }), 'POST');
/** What the portal is served for the EN OTP form. */
const served = async () =>
  (
    (await h.call('cmsPackage', { query: { opco: 'TZ', pageUrl: '/form-otp' } })).body.data as {
      packageHtml: string;
    }
  ).packageHtml;

describe('publishing through the content service', () => {
  it('serves a good package to the portal at once, as version 1', async () => {
    const text = otpForm((j) => (j.schema.properties.otp.title = 'Code from your SMS'));
    const answer = await publish(text);
    expect(answer.http).toBe(200);
    expect(answer.body.result).toMatchObject({
      lang: 'en',
      name: 'form-otp',
      version: 1,
      live: true,
    });
    expect(await served()).toBe(text);
  });

  it('refuses a broken package with every problem (422) and keeps serving the live one', async () => {
    const live = otpForm((j) => (j.schema.properties.otp.title = 'Code from your SMS'));
    await publish(live);
    const answer = await publish(
      otpForm((j) => {
        j.schema.properties.otp.minLength = 8;
        j.schema.properties.otp.maxLength = 6;
        j.messages.code = { required: 'Type the code' };
      }),
    );
    expect(answer.http).toBe(422);
    expect(answer.body.problems).toEqual([
      { path: '/messages/code', message: 'is not a field' },
      // Names are checked with the rest of the package now (FORM-13), so the bounds are too.
      {
        path: '/schema/properties/otp/minLength',
        message: 'is above maxLength (8 > 6): no text is long enough and short enough',
      },
      { path: '/schema/properties/otp/minLength', message: 'is missing in SW' },
      { path: '/schema/properties/otp/maxLength', message: 'is missing in SW' },
      { path: '/messages/code', message: 'is missing in SW' },
    ]);
    expect(answer.body.message).toBe('The package has 5 problem(s); the live version is kept');
    expect(await served()).toBe(live);
  });

  it('refuses a rule changed in one language only: EN and SW differ only in text', async () => {
    const answer = await publish(otpForm((j) => (j.schema.properties.otp.pattern = '^0\\d{9}$')));
    expect(answer.http).toBe(422);
    expect(answer.body.problems).toContainEqual({
      path: '/schema/properties/otp/pattern',
      message: expect.stringContaining('differs between EN'),
    });
  });

  it('refuses text that is not JSON', async () => {
    const answer = await publish('{ "id": ');
    expect(answer.http).toBe(422);
    expect(answer.body.problems).toEqual([
      { path: '/', message: expect.stringMatching(/^not valid JSON/) },
    ]);
  });

  it('lists the versions newest first, the live one marked, the shipped file as version 0', async () => {
    await publish(otpForm((j) => (j.schema.properties.otp.title = 'One')));
    await publish(otpForm((j) => (j.schema.properties.otp.title = 'Two')));
    const list = (await versions()).body.result as Json[];
    expect(list.map((v) => [v.version, v.live])).toEqual([
      [2, true],
      [1, false],
      [0, false],
    ]);
    expect(list[0]).toMatchObject({ size: expect.any(Number), time: expect.any(String) });
  });

  it('restores an earlier version as a new live version', async () => {
    const one = otpForm((j) => (j.schema.properties.otp.title = 'One'));
    await publish(one);
    await publish(otpForm((j) => (j.schema.properties.otp.title = 'Two')));
    const answer = await restore(1);
    expect(answer.http).toBe(200);
    expect(answer.body.result).toMatchObject({ version: 3, restoredFrom: 1, live: true });
    expect(await served()).toBe(one);
    expect((await restore(0)).body.result).toMatchObject({ version: 4, restoredFrom: 0 });
    expect(await served()).toBe(shipped('en', 'form-otp'));
    expect((await restore(9)).http).toBe(404);
  });

  it('forgets published versions on reset', async () => {
    await publish(otpForm((j) => (j.schema.properties.otp.title = 'One')));
    await h.control('/__sandbox/reset', 'POST');
    expect(await served()).toBe(shipped('en', 'form-otp'));
    expect(((await versions()).body.result as Json[]).map((v) => v.version)).toEqual([0]);
  });

  it('refuses a body over the sandbox limit (413) without reading it', async () => {
    const big = otpForm(
      (j) => (j.schema.properties.otp.description = 'x'.repeat(BODY_LIMIT_BYTES)),
    );
    expect((await publish(big)).http).toBe(413);
    expect(await served()).toBe(shipped('en', 'form-otp'));
  });

  it('refuses an unknown package, a site config and an unknown language (404)', async () => {
    const text = otpForm(() => undefined);
    expect((await publish(text, 'en', 'form-nope')).http).toBe(404);
    expect((await publish(text, 'en', 'website-footer-config')).http).toBe(404);
    expect((await publish(text, 'fr', 'form-otp')).http).toBe(404);
  });

  it('refuses a name with path characters (400)', async () => {
    const text = otpForm(() => undefined);
    for (const name of ['form-otp.json', '..%2Fsw%2Fform-otp', '..%5Cform-otp']) {
      const res = await send(`/cms/packages/en/${name}`, 'PUT', text);
      expect({ name, http: res.http }).toEqual({ name, http: 400 });
    }
  });

  it('refuses a publish without the control header or from another origin (403)', async () => {
    const text = otpForm((j) => (j.schema.properties.otp.title = 'Evil'));
    const path = cmsPublishPath('package', { lang: 'en', name: 'form-otp' });
    expect((await send(path, 'PUT', text, {})).http).toBe(403);
    expect(
      (await send(path, 'PUT', text, { ...controlHeaders(), Origin: 'https://evil.example' })).http,
    ).toBe(403);
    expect(await served()).toBe(shipped('en', 'form-otp'));
  });
});
