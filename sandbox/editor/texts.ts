/**
 * The editor's own words in EN and SW. Kept here, not in the CMS translation packages: those are
 * the portal's content, and the page that edits them must still speak when one of them is broken
 * (docs/decisions.md, "The CMS editor's own texts").
 */
export type EditorLanguage = 'en' | 'sw';

const en = {
  title: 'Content editor (sandbox)',
  uiLanguage: 'Editor language',
  packageLabel: 'Package',
  languageLabel: 'Package language',
  english: 'English',
  swahili: 'Swahili',
  editorLabel: 'Package JSON',
  problemsHeading: 'Check',
  noProblems: 'No problems: English and Swahili can be published.',
  problemCount: (n: number) => `${n} problem(s): it cannot be published until they are fixed.`,
  bothLanguages: 'English and Swahili',
  edited: 'edited',
  bothNote:
    'Your edits in each language are kept while you switch between them. Publish both sends English and Swahili together: use it for a change of rules (a field, a bound, a pattern, a length), which must be the same in both. A change of words may be published in one language alone.',
  previewHeading: 'Preview',
  previewOf: (lang: string) => `Form in ${lang}`,
  noPreview: 'A translation package has no form to preview.',
  previewWaits: 'The preview shows once the package is valid JSON with the shape of a form.',
  previewSubmit: 'Continue',
  publishBoth: 'Publish both',
  publishOnly: (lang: string) => `Publish ${lang} only`,
  publishing: 'Publishing…',
  published: (v: number) => `Published as version ${v}. It is live now.`,
  publishedBoth: (en: number, sw: number) =>
    `Published together: English as version ${en}, Swahili as version ${sw}. Both are live now.`,
  refused: (n: number) => `Refused: ${n} problem(s). The live version is kept.`,
  refusedBoth: (n: number) => `Refused: ${n} problem(s). Both live versions are kept.`,
  reasons: 'Reasons',
  failed: (why: string) => `Could not publish: ${why}`,
  cacheNote:
    'Visitors who already opened the portal may see the old text for a while: the portal keeps a form for the whole browser tab session and a translation for up to one hour (3600 s). A new tab shows the new version.',
  versionsHeading: 'Versions',
  version: 'Version',
  time: 'Published',
  size: 'Size (bytes)',
  live: 'Live',
  shipped: 'shipped file',
  restore: (v: number) => `Restore version ${v}`,
  restored: (from: number, v: number) =>
    `Version ${from} restored as version ${v}. It is live now.`,
  restoredTogether: (from: number, v: number, other: string, otherFrom: number, otherV: number) =>
    `Version ${from} restored as version ${v}, together with ${other} version ${otherFrom}, published with it, as version ${otherV}: alone it would not match the live ${other}. Both are live now.`,
  restoreDisagrees: (from: number, other: string) =>
    `Version ${from} is not restored: its rules differ from the live ${other} version, and it was not published together with a ${other} version. Both live versions are kept. To go back, edit both languages and use Publish both.`,
  pairedWithHeading: 'Published with',
  pairedWith: (other: string, v: number) => `${other} version ${v}`,
  loading: 'Loading…',
};

const sw: typeof en = {
  title: 'Kihariri cha maudhui (sandbox)',
  uiLanguage: 'Lugha ya kihariri',
  packageLabel: 'Kifurushi',
  languageLabel: 'Lugha ya kifurushi',
  english: 'Kiingereza',
  swahili: 'Kiswahili',
  editorLabel: 'JSON ya kifurushi',
  problemsHeading: 'Ukaguzi',
  noProblems: 'Hakuna tatizo: Kiingereza na Kiswahili vinaweza kuchapishwa.',
  problemCount: (n: number) => `Matatizo ${n}: hakiwezi kuchapishwa hadi yarekebishwe.`,
  bothLanguages: 'Kiingereza na Kiswahili',
  edited: 'imehaririwa',
  bothNote:
    'Mabadiliko yako katika kila lugha yanabaki unapohama kati yake. Chapisha zote mbili hutuma Kiingereza na Kiswahili pamoja: itumie kwa badiliko la kanuni (sehemu, kikomo, muundo, urefu), ambalo lazima liwe sawa katika lugha zote mbili. Badiliko la maneno linaweza kuchapishwa katika lugha moja peke yake.',
  previewHeading: 'Onyesho',
  previewOf: (lang: string) => `Fomu kwa ${lang}`,
  noPreview: 'Kifurushi cha tafsiri hakina fomu ya kuonyesha.',
  previewWaits: 'Onyesho litaonekana kifurushi kikiwa JSON sahihi yenye umbo la fomu.',
  previewSubmit: 'Endelea',
  publishBoth: 'Chapisha zote mbili',
  publishOnly: (lang: string) => `Chapisha ${lang} pekee`,
  publishing: 'Inachapisha…',
  published: (v: number) => `Imechapishwa kama toleo ${v}. Sasa iko hewani.`,
  publishedBoth: (en: number, sw: number) =>
    `Zimechapishwa pamoja: Kiingereza kama toleo ${en}, Kiswahili kama toleo ${sw}. Zote mbili ziko hewani sasa.`,
  refused: (n: number) => `Imekataliwa: matatizo ${n}. Toleo lililo hewani linabaki.`,
  refusedBoth: (n: number) =>
    `Imekataliwa: matatizo ${n}. Matoleo yote mawili yaliyo hewani yanabaki.`,
  reasons: 'Sababu',
  failed: (why: string) => `Haikuweza kuchapisha: ${why}`,
  cacheNote:
    'Wageni waliokwisha kufungua tovuti wanaweza kuona maandishi ya zamani kwa muda: tovuti huhifadhi fomu kwa kipindi chote cha kichupo na tafsiri hadi saa moja (sekunde 3600). Kichupo kipya kinaonyesha toleo jipya.',
  versionsHeading: 'Matoleo',
  version: 'Toleo',
  time: 'Lilichapishwa',
  size: 'Ukubwa (baiti)',
  live: 'Hewani',
  shipped: 'faili la awali',
  restore: (v: number) => `Rejesha toleo ${v}`,
  restored: (from: number, v: number) =>
    `Toleo ${from} limerejeshwa kama toleo ${v}. Sasa liko hewani.`,
  restoredTogether: (from: number, v: number, other: string, otherFrom: number, otherV: number) =>
    `Toleo ${from} limerejeshwa kama toleo ${v}, pamoja na toleo ${otherFrom} la ${other} lililochapishwa nalo, kama toleo ${otherV}: peke yake lisingelingana na ${other} iliyo hewani. Yote mawili yako hewani sasa.`,
  restoreDisagrees: (from: number, other: string) =>
    `Toleo ${from} halijarejeshwa: kanuni zake zinatofautiana na toleo la ${other} lililo hewani, na halikuchapishwa pamoja na toleo la ${other}. Matoleo yote mawili yaliyo hewani yanabaki. Ili kurudi nyuma, hariri lugha zote mbili na utumie Chapisha zote mbili.`,
  pairedWithHeading: 'Lilichapishwa pamoja na',
  pairedWith: (other: string, v: number) => `${other} toleo ${v}`,
  loading: 'Inapakia…',
};

export const EDITOR_TEXTS: Record<EditorLanguage, typeof en> = { en, sw };
export type EditorTexts = typeof en;
