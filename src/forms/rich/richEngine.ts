/**
 * FORM-14: the engine's rich part, loaded only by a package that needs it (formShape.ts), so
 * today's flat forms never download it (FORM-19): RJSF's Form with the portal theme plus the
 * templates and widgets of groups, lists, alternatives and RJSF's own widget names; the way to a
 * field's words and place at any depth; the error summary; the validator's rich keywords.
 */
import { withTheme } from '@rjsf/core';
import { twigaTheme } from '../theme/theme.ts';
import { richTemplates, richWidgets } from '../theme/rich/richTemplates.ts';
import { registerRichKeywords } from '../validatorExtensions.ts';
import { richValidatorKeywords } from './richKeywords.ts';
import { registerRichMessages } from '../messages.ts';
import { RICH_MESSAGES } from '../richMessages.ts';

// FORM-19: the validator shapes a rich schema's errors as ajv does from here on. A rich package
// shows no field before this part is loaded, and its validation runs again once it is (its rules
// change with `richInfoAt`, useFieldMessages.ts), so no error a person sees is shaped without it.
registerRichKeywords(richValidatorKeywords);
registerRichMessages(RICH_MESSAGES);

export { ErrorSummary } from './ErrorSummary.tsx';
export { richInfoAt } from './richInfoAt.ts';
export { parseFormPackage } from '../formPackage.ts';
export { richTranslateString } from '../theme/rich/richTemplates.ts';

/** The portal theme with the rich templates and RJSF's own widgets drawn in its look. */
export const RichThemedForm = withTheme({
  ...twigaTheme,
  widgets: { ...twigaTheme.widgets, ...richWidgets },
  templates: {
    ...twigaTheme.templates,
    ...richTemplates,
    ButtonTemplates: { ...twigaTheme.templates?.ButtonTemplates, ...richTemplates.ButtonTemplates },
  },
});
