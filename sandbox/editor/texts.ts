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
  noProblems: 'No problems: this package can be published.',
  problemCount: (n: number) => `${n} problem(s): it cannot be published until they are fixed.`,
  previewHeading: 'Preview',
  previewOf: (lang: string) => `Form in ${lang}`,
  noPreview: 'A translation package has no form to preview.',
  previewWaits: 'The preview shows once the package is valid JSON with the shape of a form.',
  previewSubmit: 'Continue',
  publish: 'Publish',
  publishing: 'Publishing…',
  published: (v: number) => `Published as version ${v}. It is live now.`,
  refused: (n: number) => `Refused: ${n} problem(s). The live version is kept.`,
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
  noProblems: 'Hakuna tatizo: kifurushi hiki kinaweza kuchapishwa.',
  problemCount: (n: number) => `Matatizo ${n}: hakiwezi kuchapishwa hadi yarekebishwe.`,
  previewHeading: 'Onyesho',
  previewOf: (lang: string) => `Fomu kwa ${lang}`,
  noPreview: 'Kifurushi cha tafsiri hakina fomu ya kuonyesha.',
  previewWaits: 'Onyesho litaonekana kifurushi kikiwa JSON sahihi yenye umbo la fomu.',
  previewSubmit: 'Endelea',
  publish: 'Chapisha',
  publishing: 'Inachapisha…',
  published: (v: number) => `Imechapishwa kama toleo ${v}. Sasa iko hewani.`,
  refused: (n: number) => `Imekataliwa: matatizo ${n}. Toleo lililo hewani linabaki.`,
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
  loading: 'Inapakia…',
};

export const EDITOR_TEXTS: Record<EditorLanguage, typeof en> = { en, sw };
export type EditorTexts = typeof en;
