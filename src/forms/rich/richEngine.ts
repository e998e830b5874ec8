/**
 * FORM-14: the engine's rich part, loaded only by a package that needs it (formShape.ts), so
 * today's flat forms never download it (FORM-19): RJSF's Form with the portal theme plus the
 * templates and widgets of groups, lists, alternatives and RJSF's own widget names; the way to a
 * field's words and place at any depth; the error summary.
 */
import { withTheme } from '@rjsf/core';
import { twigaTheme } from '../theme/theme.ts';

export { ErrorSummary } from './ErrorSummary.tsx';
export { richInfoAt } from './richInfoAt.ts';

export const RichThemedForm = withTheme({ ...twigaTheme });
