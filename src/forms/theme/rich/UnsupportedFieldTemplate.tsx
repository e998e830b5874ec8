import type { UnsupportedFieldProps } from '@rjsf/utils';
import { useText } from './useText.ts';

/**
 * What a visitor sees where the package asks for something the engine cannot draw: one friendly
 * line in their language. RJSF's reason and the schema are for the people who edit packages (the
 * content check reports them), not for the visitor, so they are left out.
 */
export function UnsupportedFieldTemplate({ fieldPathId }: UnsupportedFieldProps) {
  const text = useText();
  return (
    <p className="tw-unsupported" id={fieldPathId?.$id}>
      {text('list.unsupported')}
    </p>
  );
}
