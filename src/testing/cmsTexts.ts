/** The CMS translation packages of schemas/cms, for the test i18n instance. */
import type { Resource } from 'i18next';

const files = import.meta.glob<Record<string, unknown>>('../../schemas/cms/*/*-translation.json', {
  eager: true,
  import: 'default',
});

/** `{ en: { ns: {...} }, sw: { ns: {...} } }` of the named packages (e.g. 'recharge-translation'). */
export function cmsTexts(...namespaces: string[]): Resource {
  const language = (lang: 'en' | 'sw') =>
    Object.fromEntries(
      namespaces.map((ns) => {
        const texts = files[`../../schemas/cms/${lang}/${ns}.json`];
        if (!texts) throw new Error(`No CMS package ${lang}/${ns}.json`);
        return [ns, texts];
      }),
    );
  return { en: language('en'), sw: language('sw') };
}
