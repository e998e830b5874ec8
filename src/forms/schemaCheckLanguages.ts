/**
 * The EN/SW rule of `npm run schemas:check`: the two files of a form or translation differ only in
 * text, so a field, a list item or a value added in one language is never missing in the other.
 */
import { isObject, type Report } from './schemaCheckPackage.ts';
import { isWidgetTextOption } from './widgetOptions.ts';

/** Keys whose string values are words for people and so may differ between EN and SW. */
const TEXT_KEYS = new Set([
  'title',
  'description',
  'label',
  'placeholder',
  'errorMessage',
  'ui:placeholder',
  'ui:title',
  'ui:description',
  'ui:help',
  'submitText',
  'enumNames',
  'ui:enumNames',
]);
/** Compares an EN and an SW value: same keys, same list lengths, same non-text values. */
export function compareStructure(
  en: unknown,
  sw: unknown,
  path: string,
  allText: boolean,
  report: Report,
) {
  const key = path.split('.').at(-1) ?? '';
  const text =
    allText ||
    TEXT_KEYS.has(key) ||
    /(^|\.)messages\./.test(path) ||
    isWidgetTextOption(path) ||
    // Option labels, as a list or (RJSF 6) a map from value to label.
    /(^|\.)(ui:)?enumNames\.[^.]+$/.test(path);
  if (Array.isArray(en) || Array.isArray(sw)) {
    if (!Array.isArray(en) || !Array.isArray(sw))
      return report(path, 'is a list in one language only');
    if (en.length !== sw.length)
      return report(path, `has ${en.length} items in EN but ${sw.length} in SW`);
    en.forEach((v, i) =>
      compareStructure(v, sw[i], `${path}.${i}`, allText || TEXT_KEYS.has(key), report),
    );
    return;
  }
  if (isObject(en) || isObject(sw)) {
    if (!isObject(en) || !isObject(sw)) return report(path, 'is an object in one language only');
    for (const k of Object.keys(en)) if (!(k in sw)) report(`${path}.${k}`, 'is missing in SW');
    for (const k of Object.keys(sw)) if (!(k in en)) report(`${path}.${k}`, 'is missing in EN');
    for (const k of Object.keys(en))
      if (k in sw) compareStructure(en[k], sw[k], path ? `${path}.${k}` : k, allText, report);
    return;
  }
  if (typeof en !== typeof sw) return report(path, `is ${typeof en} in EN but ${typeof sw} in SW`);
  if (!(text && typeof en === 'string') && en !== sw)
    report(
      path,
      `differs between EN (${JSON.stringify(en)}) and SW (${JSON.stringify(sw)}); only text may differ`,
    );
}
