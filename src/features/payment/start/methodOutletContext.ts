import { useOutletContext } from 'react-router-dom';
import type { MethodProps, MethodType } from '../methods/types.ts';

/** What the start page hands to its child route (the chosen method's form). */
export interface MethodOutletContext {
  type: MethodType | undefined;
  props: MethodProps | undefined;
}

/** The context of {@link MethodOutletContext}, read by the child route. */
export function useMethodOutlet(): MethodOutletContext {
  return (
    useOutletContext<MethodOutletContext | undefined>() ?? { type: undefined, props: undefined }
  );
}
