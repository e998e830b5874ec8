/**
 * FORM-G1: the engine's rich part, loaded only by a package that needs it (formShape.ts): RJSF's
 * Form with the portal theme plus the templates and widgets of groups, lists, alternatives and
 * RJSF's own widget names (rich/). Today's flat forms never download it.
 */
import { withTheme } from '@rjsf/core';
import { twigaTheme } from './theme.ts';

export const RichThemedForm = withTheme({ ...twigaTheme });
