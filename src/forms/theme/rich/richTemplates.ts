/**
 * The rich part of the form theme (issue 29): what a package needs beyond a flat object of scalar
 * fields — nested objects, lists, tuples, added entries, oneOf/anyOf choosers — and RJSF's own
 * widgets drawn in the portal's look. It is a separate module with its own stylesheet so the
 * engine can `import()` it only for a package that needs it; today's flat forms never load it.
 * Nothing here imports theme.ts (the engine merges the two).
 */
import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { ArrayFieldItemTemplate } from './ArrayFieldItemTemplate.tsx';
import { ArrayFieldTemplate } from './ArrayFieldTemplate.tsx';
import {
  AddButton,
  ClearButton,
  CopyButton,
  MoveDownButton,
  MoveUpButton,
  RemoveButton,
} from './buttons.tsx';
import { MultiSchemaFieldTemplate } from './MultiSchemaFieldTemplate.tsx';
import { ObjectFieldTemplate } from './ObjectFieldTemplate.tsx';
import { RichFieldTemplate } from './RichFieldTemplate.tsx';
import {
  ArrayFieldDescriptionTemplate,
  ArrayFieldTitleTemplate,
  DescriptionFieldTemplate,
} from './titles.tsx';
import { UnsupportedFieldTemplate } from './UnsupportedFieldTemplate.tsx';
import { WrapIfAdditionalTemplate } from './WrapIfAdditionalTemplate.tsx';
import { AltDateTimeWidget, AltDateWidget } from './widgets/AltDateWidget.tsx';
import { BaseInputTemplate } from './widgets/BaseInputTemplate.tsx';
import { CheckboxesWidget, CheckboxWidget, RadioWidget } from './widgets/groups.tsx';
import { SelectWidget } from './widgets/SelectWidget.tsx';
import { TextareaWidget } from './widgets/TextareaWidget.tsx';
import './rich.css';

export { richTranslateString } from './translateString.ts';

/**
 * Templates to spread over the theme's own. `ButtonTemplates` lacks SubmitButton on purpose: the
 * engine merges it with the theme's (`{ ...theme.ButtonTemplates, ...rich.ButtonTemplates }`).
 */
export const richTemplates = {
  FieldTemplate: RichFieldTemplate,
  ObjectFieldTemplate,
  WrapIfAdditionalTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ArrayFieldTitleTemplate,
  ArrayFieldDescriptionTemplate,
  MultiSchemaFieldTemplate,
  DescriptionFieldTemplate,
  UnsupportedFieldTemplate,
  BaseInputTemplate,
  ButtonTemplates: {
    AddButton,
    RemoveButton,
    MoveUpButton,
    MoveDownButton,
    CopyButton,
    ClearButton,
  },
} satisfies Partial<Omit<TemplatesType, 'ButtonTemplates'>> & {
  ButtonTemplates: Partial<TemplatesType['ButtonTemplates']>;
};

/**
 * RJSF's standard widgets in the theme's look, under RJSF's registry names (RJSF maps `select`,
 * `radio`, `checkboxes`, `textarea`, `checkbox`, `alt-date`, `alt-datetime` to these). The other
 * standard names (`updown`, `range`, `password`, `color`, `uri`, `date`, `time`, `datetime`,
 * `file`, `hidden`) are RJSF's own widgets drawing through {@link BaseInputTemplate}.
 */
export const richWidgets: RegistryWidgetsType = {
  SelectWidget,
  RadioWidget,
  CheckboxesWidget,
  CheckboxWidget,
  TextareaWidget,
  AltDateWidget,
  AltDateTimeWidget,
};
