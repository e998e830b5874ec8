import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT_OFF_HEADER } from '../middleware/contractWatch.ts';
import { sandboxForFile } from './harness.ts';

const schemasDir = mkdtempSync(join(tmpdir(), 'sandbox-schemas-'));
mkdirSync(join(schemasDir, 'cms', 'en'), { recursive: true });
mkdirSync(join(schemasDir, 'cms', 'sw'), { recursive: true });
const write = (lang: string, name: string, value: unknown) =>
  writeFileSync(join(schemasDir, 'cms', lang, `${name}.json`), JSON.stringify(value));

const h = sandboxForFile({ schemasDir });
const pkg = (pageUrl: string, headers: Record<string, string> = {}) =>
  h.raw(`/cms/webpage/activePackage?opco=TZ&pageUrl=${encodeURIComponent(pageUrl)}`, { headers });
/** The header of a request that breaks the contract on purpose (CONTRACT-3), saying why. */
const offContract = (why: string) => ({ [CONTRACT_OFF_HEADER]: why });

describe('content service: activePackage', () => {
  // I18N-5
  it('answers the EN and SW file text as data.packageHtml', async () => {
    write('en', 'orp-translation', { hello: 'Hello' });
    write('sw', 'orp-translation', { hello: 'Habari' });
    const en = (await (await pkg('/orp-translation')).json()) as {
      statusCode: number;
      status: string;
      data: { packageHtml: string };
    };
    expect(en).toMatchObject({ statusCode: 200, status: 'success' });
    expect(JSON.parse(en.data.packageHtml)).toEqual({ hello: 'Hello' });
    const sw = (await (await pkg('/sw/orp-translation')).json()) as {
      data: { packageHtml: string };
    };
    expect(JSON.parse(sw.data.packageHtml)).toEqual({ hello: 'Habari' });
  });

  it('reads the file at request time, so an edit shows on the next request', async () => {
    write('en', 'website-footer-config', { v: 1 });
    await pkg('/website-footer-config');
    write('en', 'website-footer-config', { v: 2 });
    const body = (await (await pkg('/website-footer-config')).json()) as {
      data: { packageHtml: string };
    };
    expect(JSON.parse(body.data.packageHtml)).toEqual({ v: 2 });
  });

  it('answers 404 failure for a missing package and refuses path tricks', async () => {
    const pathTrick = offContract('a pageUrl climbing out of its folder, to see the 404');
    for (const [url, headers] of [
      ['/nope', {}],
      ['/sw/nope', {}],
      ['/../package', pathTrick],
      ['/sw/../../etc/passwd', pathTrick],
    ] as const) {
      const res = await pkg(url, headers);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { status: string }).status).toBe('failure');
    }
  });

  it('needs opco=TZ', async () => {
    const noOpco = { headers: offContract('no opco, to see the 400') };
    expect((await h.raw('/cms/webpage/activePackage?pageUrl=/x', noOpco)).status).toBe(400);
  });
});

describe('content service: repository packages', () => {
  const repo = sandboxForFile();
  // I18N-6
  it('serves the unprefixed coverage sites and the help documents in EN and SW', async () => {
    const sites = (await (
      await repo.raw('/cms/webpage/activePackage?opco=TZ&pageUrl=fetch-sites-data-5g')
    ).json()) as { data: { packageHtml: string } };
    const parsed = JSON.parse(sites.data.packageHtml) as {
      sites: { technology: Record<string, boolean> }[];
    };
    expect(parsed.sites.some((s) => s.technology._5Gservice)).toBe(true);
    for (const url of ['/help-documents', '/sw/help-documents']) {
      const help = (await (
        await repo.raw(`/cms/webpage/activePackage?opco=TZ&pageUrl=${url}`)
      ).json()) as { data: { packageHtml: string } };
      expect(
        (JSON.parse(help.data.packageHtml) as { helpItems: unknown[] }).helpItems.length,
      ).toBeGreaterThan(3);
    }
  });
});

describe('content service: FAQs, votes and shops', () => {
  // HELP-11
  it('lists FAQs by the lang header and counts helpful votes', async () => {
    const en = (await (
      await h.raw('/cms/webpage/getFaqs_pCategory?opco=TZ', { headers: { lang: 'en' } })
    ).json()) as { data: { questionId: string; question: string }[] };
    const sw = (await (
      await h.raw('/cms/webpage/getFaqs_pCategory?opco=TZ', { headers: { lang: 'sw' } })
    ).json()) as { data: { question: string }[] };
    expect(en.data[0]?.question).not.toBe(sw.data[0]?.question);
    const vote = async (isLike: boolean) =>
      (await h.call('likeCount', { data: { questionId: 'Q1', isLike, opco: 'TZ' } })).body.data as {
        countLikePercentage: number;
      };
    await vote(true);
    await vote(true);
    await vote(true);
    expect((await vote(false)).countLikePercentage).toBe(75);
  });

  // MAP-6
  it('finds shops by coordinates, nearest first, with names of the form "Name - suffix"', async () => {
    const res = await h.raw(
      '/cms/maps/twigashopsbycoordinates?opco=TZ&longitude=39.2894&latitude=-6.8163&distanceInKilometers=100',
      { headers: { lang: 'en' } },
    );
    const shops = (
      (await res.json()) as {
        data: { shop: string; distance: number; location: { latitue: number } }[];
      }
    ).data;
    expect(shops.length).toBeGreaterThanOrEqual(5);
    expect(shops.every((s) => s.shop.includes(' - ') && s.distance <= 100)).toBe(true);
    expect(shops.map((s) => s.distance)).toEqual(
      [...shops.map((s) => s.distance)].sort((a, b) => a - b),
    );
    const arusha = await h.raw(
      '/cms/maps/twigashopsbycoordinates?opco=TZ&longitude=36.68&latitude=-3.38&distanceInKilometers=100',
    );
    expect(((await arusha.json()) as { data: unknown[] }).data).toHaveLength(3);
  });
});
