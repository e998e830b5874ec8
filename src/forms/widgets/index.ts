import type { RegistryWidgetsType } from '@rjsf/utils';
import type { WidgetName } from '../widgetNames.ts';
import { AmountWidget } from './AmountWidget.tsx';
import { OtpWidget, PinWidget } from './DigitBoxes.tsx';
import { EmailWidget } from './EmailWidget.tsx';
import { MapPinWidget } from './MapPinWidget.tsx';
import { MarkupCheckboxWidget } from './MarkupCheckboxWidget.tsx';
import { PhoneWidget } from './PhoneWidget.tsx';
import { DigitsWidget } from './DigitsWidget.tsx';
import { TextWidget } from './TextWidget.tsx';
import { RuntimeChoiceWidget } from './RuntimeChoiceWidget.tsx';
import { RuntimeTableWidget } from './RuntimeTableWidget.tsx';
import { SearchableSelectWidget } from './SearchableSelectWidget.tsx';

/** Every widget of the theme under its schema name; the `Record` keeps it in step with WIDGET_NAMES. */
export const widgets: Record<WidgetName, RegistryWidgetsType[string]> = {
  phone: PhoneWidget,
  amount: AmountWidget,
  digits: DigitsWidget,
  email: EmailWidget,
  otp: OtpWidget,
  pin: PinWidget,
  searchableSelect: SearchableSelectWidget,
  markupCheckbox: MarkupCheckboxWidget,
  // Overrides RJSF's text widget so plain fields get aria-invalid like the rest.
  text: TextWidget,
  // Options from the screen at run time (formContext), e.g. the card gateways.
  runtimeChoice: RuntimeChoiceWidget,
  // The same as a table with columns named by the package, e.g. the home-broadband plans.
  runtimeTable: RuntimeTableWidget,
  // A pin on the map whose value is its point, among places from the screen (the map picker).
  mapPin: MapPinWidget,
};

export {
  DigitsWidget,
  TextWidget,
  AmountWidget,
  EmailWidget,
  MapPinWidget,
  MarkupCheckboxWidget,
  OtpWidget,
  PhoneWidget,
  PinWidget,
  RuntimeChoiceWidget,
  RuntimeTableWidget,
  SearchableSelectWidget,
};
