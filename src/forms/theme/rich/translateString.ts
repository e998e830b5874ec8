import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import { message, type MessageKey, type Translate } from '../../messages.ts';

/** RJSF's own words that the visitor can meet in a form, and the engine key that says them. */
const KEYS: Partial<Record<TranslatableString, [MessageKey, string[]]>> = {
  [TranslatableString.YesLabel]: ['choice.yes', []],
  [TranslatableString.NoLabel]: ['choice.no', []],
  [TranslatableString.OptionPrefix]: ['choice.option', ['n']],
  [TranslatableString.TitleOptionPrefix]: ['choice.titleOption', ['title', 'n']],
  [TranslatableString.NowLabel]: ['choice.now', []],
  [TranslatableString.ClearLabel]: ['choice.clear', []],
  [TranslatableString.ClearButton]: ['choice.clear', []],
  [TranslatableString.RemoveButton]: ['list.removeAny', []],
  [TranslatableString.MoveUpButton]: ['list.moveUpAny', []],
  [TranslatableString.MoveDownButton]: ['list.moveDownAny', []],
  [TranslatableString.CopyButton]: ['list.copyAny', []],
  [TranslatableString.EmptyArray]: ['list.empty', []],
  [TranslatableString.KeyLabel]: ['list.keyName', ['label']],
  [TranslatableString.PreviewLabel]: ['list.preview', []],
  [TranslatableString.FilesInfo]: ['list.fileInfo', ['name', 'type', 'size']],
};

/**
 * RJSF's `translateString` in the visitor's language: the words RJSF itself writes (the chooser's
 * 'Option 2', a boolean radio's 'Yes'/'No', the file widget's lines) come from the engine's
 * messages; any other RJSF string stays RJSF's English (none reaches a visitor through the rich
 * templates). The engine passes `translateString={richTranslateString(t)}` to the form.
 */
export function richTranslateString(t: Translate) {
  return (string: TranslatableString, params?: string[]): string => {
    const entry = KEYS[string];
    if (!entry) return englishStringTranslator(string, params);
    const [key, names] = entry;
    const vars = Object.fromEntries(names.map((name, i) => [name, params?.[i] ?? '']));
    return message(t, key, vars);
  };
}
