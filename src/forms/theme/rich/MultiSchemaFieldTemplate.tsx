import type { MultiSchemaFieldTemplateProps } from '@rjsf/utils';
import { ChooserContext } from './chooserContext.ts';

/**
 * A oneOf/anyOf field: the chooser of the alternative (a labelled select, or radios with
 * `ui:widget: radio`), then the chosen alternative's fields. Switching keeps what fits the new
 * alternative (RJSF's rule).
 */
export function MultiSchemaFieldTemplate({
  selector,
  optionSchemaField,
}: MultiSchemaFieldTemplateProps) {
  return (
    <div className="tw-choice">
      <ChooserContext.Provider value={true}>{selector}</ChooserContext.Provider>
      {optionSchemaField}
    </div>
  );
}
