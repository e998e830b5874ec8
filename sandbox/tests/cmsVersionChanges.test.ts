/**
 * The versions list says what each version changed for subscribers (issue 32, item 4): the
 * changes from the version before it in the same language, so a person choosing one to restore
 * sees what it would bring back.
 */
import { describe, expect, it } from 'vitest';
import { cmsPublishPath } from '../../src/api/endpoints.ts';
import { edited, sendTo, type Json } from './cmsKit.ts';
import { sandboxForFile } from './harness.ts';

const h = sandboxForFile();
const send = sendTo(h);

const versions = async (lang: 'en' | 'sw', name: string) =>
  (await send(cmsPublishPath('versions', { lang, name }), 'GET')).body.result as Json[];

const amount = { path: 'amount', name: 'amount', labels: { sw: 'Kiasi (TZS)' } };

describe('the versions list', () => {
  it('gives each version the changes from the one before it, and the shipped file none', async () => {
    const name = 'form-prepaid-recharge';
    const withMinimum = (lang: 'en' | 'sw', min: number) =>
      edited(lang, name, (j) => (j.schema.properties.amount.minimum = min));
    const first = await send(
      cmsPublishPath('pair', { name }),
      'PUT',
      JSON.stringify({ en: withMinimum('en', 500), sw: withMinimum('sw', 500) }),
    );
    expect(first.http).toBe(200);
    const second = await send(
      cmsPublishPath('pair', { name }),
      'PUT',
      JSON.stringify({ en: withMinimum('en', 1000), sw: withMinimum('sw', 1000) }),
    );
    expect(second.http).toBe(200);

    const rows = await versions('sw', name);
    expect(rows.map((r) => [r.version, r.changes])).toEqual([
      [2, [{ kind: 'rule', field: amount, rule: 'minimum', from: 500, to: 1000 }]],
      [1, [{ kind: 'rule', field: amount, rule: 'minimum', to: 500 }]],
      [0, []],
    ]);
  });

  it('gives no changes for a package that is not a form', async () => {
    const name = 'recharge-translation';
    const text = edited('en', name, (j) => (j.prepaid.title = 'Buy airtime'));
    expect((await send(cmsPublishPath('package', { lang: 'en', name }), 'PUT', text)).http).toBe(
      200,
    );
    expect((await versions('en', name)).map((r) => [r.version, r.changes])).toEqual([
      [1, []],
      [0, []],
    ]);
  });
});
