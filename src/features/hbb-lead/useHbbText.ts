import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MachineError } from '../../../machines/shared.ts';

/** i18next namespace (CMS package) of the lead page. */
export const HBB_NAMESPACE = 'hbb-translation';

type Vars = Record<string, string | number>;

/** Error codes the page words itself; any other code shows the server text, else the generic one. */
const ERROR_TEXT: Record<string, [key: string, fallback: string]> = {
  generic: ['errors.generic', 'Something Went Wrong!'],
  invalidMobile: ['errors.invalidMobile', 'Invalid Mobile No'],
  '2003': ['errors.wrongOtp', 'Please enter correct OTP'],
  '2002': ['errors.otpExhausted', 'Maximum attempts exhausted.'],
};

/**
 * The page's texts: `text(key, fallback, vars)` with the spec's English as fallback, and
 * `errorText(error)` for a machine error (server text preferred, spec section 8).
 */
export function useHbbText() {
  const { t, i18n } = useTranslation(HBB_NAMESPACE);
  const text = useCallback(
    (key: string, fallback: string, vars: Vars = {}) => t(key, { defaultValue: fallback, ...vars }),
    [t],
  );
  const errorText = useCallback(
    (error: MachineError) => {
      const own = ERROR_TEXT[error.code];
      if (error.code === 'invalidMobile' || error.code === '2003')
        return text(...(own as [string, string]));
      if (error.message) return error.message;
      if (error.code === '502')
        return text('errors.sendLimit', 'max limit exhausted, please try after sometime.');
      return own ? text(...own) : text('errors.generic', 'Something Went Wrong!');
    },
    [text],
  );
  return { text, errorText, language: i18n?.language === 'sw' ? 'SW' : 'EN' };
}
