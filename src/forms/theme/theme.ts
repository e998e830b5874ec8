import { withTheme, type ThemeProps } from '@rjsf/core';
import { widgets } from '../widgets/index.ts';
import { FieldTemplate } from './FieldTemplate.tsx';
import { NumberField } from './NumberField.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { TitleField } from './TitleField.tsx';
import './forms.css';

/**
 * The portal's light theme: own field template, submit button, widgets and number field, no UI kit;
 * no form title (the screen's heading names the form).
 */
export const twigaTheme: ThemeProps = {
  widgets,
  fields: { NumberField },
  templates: { FieldTemplate, TitleFieldTemplate: TitleField, ButtonTemplates: { SubmitButton } },
};

/** RJSF's Form bound to the theme. */
export const ThemedForm = withTheme(twigaTheme);
