/**
 * Speed issue (10), item 6: the shell prerendered at build, in the language of its address,
 * from the published CMS content in schemas/cms.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderPages, renderShell, type ShellInput } from './renderShell.tsx';
import { HEADER_LINKS } from '../testing/headerLinks.ts';

function published(folder: 'en' | 'sw') {
  const dir = resolve('schemas', 'cms', folder);
  const packages: Record<string, unknown> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    packages[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  }
  const translations = Object.fromEntries(
    Object.entries(packages).filter(([name]) => name.endsWith('-translation')),
  ) as ShellInput['translations'];
  return { packages, translations };
}

const bodyText = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return {
    h1: doc.querySelector('main h1')?.textContent,
    nav: [...doc.querySelectorAll('header nav a')].map((a) => a.textContent),
    footer: doc.querySelector('footer')?.textContent ?? '',
    inputs: doc.querySelectorAll('input, textarea, select').length,
  };
};

describe('prerendered shell', () => {
  it('draws the recharge page in Swahili: heading, header links, html lang', async () => {
    const shell = await renderShell({
      pathname: '/prepaid-recharge',
      language: 'SW',
      ...published('sw'),
    });
    const seen = bodyText(shell.html);
    expect(shell.lang).toBe('sw');
    expect(seen.h1).toBe('Nunua muda wa maongezi na vifurushi');
    expect(seen.nav).toContain('Ongeza salio');
    expect(shell.title).toBe('Ongeza salio | Twiga');
  });

  it('draws the same page in English, its form as real labelled fields (FIRST-1)', async () => {
    const shell = await renderShell({
      pathname: '/prepaid-recharge',
      language: 'EN',
      ...published('en'),
    });
    const seen = bodyText(shell.html);
    expect(shell.lang).toBe('en');
    expect(seen.h1).toBe('Buy airtime and bundles');
    expect(seen.nav).toContain('Recharge');
    const doc = new DOMParser().parseFromString(shell.html, 'text/html');
    const form = doc.querySelector('main form');
    // A submit there does nothing: no navigation, no number in the address (FIRST-3).
    expect(form?.getAttribute('method')).toBe('dialog');
    const label = (id: string) => doc.querySelector(`label[for="${id}"]`)?.textContent;
    expect(label('root_msisdn')).toBe('Mobile Number *');
    expect(label('root_amount')).toBe('Amount (TZS) *');
    const pay = form?.querySelector('button[type="submit"]');
    expect(pay?.textContent).toBe('Pay');
    expect(pay?.hasAttribute('disabled')).toBe(false);
    expect(shell.screenStyles).toBe(true);
  });

  it('draws every form page of issue 28 with its first field, in Swahili too (FIRST-1)', async () => {
    const sw = published('sw');
    const firstLabel = async (pathname: string) => {
      const shell = await renderShell({ pathname, language: 'SW', ...sw });
      const doc = new DOMParser().parseFromString(shell.html, 'text/html');
      const input = doc.querySelector('main form input, main form textarea');
      return input ? doc.querySelector(`label[for="${input.id}"]`)?.textContent : undefined;
    };
    expect(await firstLabel('/postpaid-bill-pay')).toBe('Namba ya Simu *');
    expect(await firstLabel('/data-bundle')).toBe('Namba ya Simu *');
    expect(await firstLabel('/contact-us')).toBe('Jina Kamili *');
    expect(await firstLabel('/orp/fixed-internet')).toBe('Namba ya Akaunti *');
  });

  // FORM-14: a rich package (here the contact form republished with a group) is drawn in the HTML
  // by the rich part of the engine, which the build loads first; it marks itself so the app's
  // start waits for that part before it takes over.
  it('draws a rich form package in the HTML too: its group, in Swahili', async () => {
    const sw = published('sw');
    const rich = {
      id: 'get-contact-form-schema',
      version: 2,
      schema: {
        type: 'object',
        properties: {
          address: {
            type: 'object',
            title: 'Anwani',
            properties: { town: { type: 'string', title: 'Mji' } },
          },
        },
      },
      uiSchema: {},
      messages: {},
    };
    const shell = await renderShell({
      pathname: '/contact-us',
      language: 'SW',
      ...sw,
      packages: { ...sw.packages, 'get-contact-form-schema': rich },
    });
    const doc = new DOMParser().parseFromString(shell.html, 'text/html');
    expect(doc.querySelector('main form fieldset legend')?.textContent).toBe('Anwani');
    expect(doc.querySelector('label[for="root_address_town"]')?.textContent).toBe('Mji');
    expect(doc.querySelector('[data-rich-form]')).not.toBeNull();
  });

  it('draws the payment page as its summary and method placeholders, in Swahili (FIRST-5)', async () => {
    const shell = await renderShell({
      pathname: '/payment/start',
      language: 'SW',
      ...published('sw'),
    });
    const doc = new DOMParser().parseFromString(shell.html, 'text/html');
    expect(doc.querySelector('main h1')?.textContent).toBe('Malipo');
    expect(doc.querySelectorAll('.payment-summary .skeleton').length).toBeGreaterThan(0);
    expect(doc.querySelectorAll('.payment-start__main .skeleton')).toHaveLength(5);
    expect(doc.querySelectorAll('input')).toHaveLength(0);
    expect(shell.screenStyles).toBe(true);
  });

  it('reaches every header link without script: a Menu disclosure (<details>) for narrow screens', async () => {
    const shell = await renderShell({ pathname: '/gethelp', language: 'EN', ...published('en') });
    const doc = new DOMParser().parseFromString(shell.html, 'text/html');
    const details = doc.querySelector('header nav details');
    expect(details?.querySelector('summary')?.textContent).toBe('Menu');
    const inMenu = [...(details?.querySelectorAll('a') ?? [])].map((a) => a.textContent);
    expect(inMenu).toEqual(HEADER_LINKS);
    const sw = await renderShell({ pathname: '/gethelp', language: 'SW', ...published('sw') });
    expect(sw.html).toContain('Menyu</summary>');
  });

  it('draws the home page from website-homepage-config with its banner heading', async () => {
    const content = published('sw');
    const home = content.packages['website-homepage-config'] as { banner: { heading: string } };
    const shell = await renderShell({ pathname: '/', language: 'SW', ...content });
    expect(bodyText(shell.html).h1).toBe(home.banner.heading);
    expect(shell.title).toBe('Twiga');
  });

  it('lists the pages of the route table with the screen module each one loads', () => {
    const pages = new Map(prerenderPages().map((page) => [page.pathname, page.modules]));
    expect(pages.get('/')).toEqual(['../features/home/HomeRoute.tsx']);
    expect(pages.get('/prepaid-recharge')).toEqual([
      '../features/recharge/PrepaidRechargeRoute.tsx',
    ]);
    expect(pages.get('/payment/start')).toEqual([
      '../features/payment/PaymentShell.tsx',
      '../features/payment/start/PaymentStartRoute.tsx',
      '../features/payment/start/MethodRoute.tsx',
    ]);
    // A path with a parameter has no page of its own (the frame-only shell.html serves it).
    expect([...pages.keys()].some((path) => path.includes(':') || path.includes('*'))).toBe(false);
  });
});
