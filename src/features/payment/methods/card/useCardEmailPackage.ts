import { useMemo } from 'react';
import { useCmsPackage } from '../../../../content/useCmsPackage.ts';
import { parseFormPackage, type ParseResult } from '../../../../forms/formPackage.ts';

/** CMS form package of the card email. */
export const CARD_EMAIL_PACKAGE = 'form-card-email';

/**
 * The card email form package, parsed; `readOnly` (enterprise broadband) marks the email field
 * read-only in the uiSchema so the engine renders it locked.
 */
export function useCardEmailPackage(readOnly: boolean): {
  status: 'loading' | 'error' | 'ready';
  pkg?: ParseResult;
} {
  const state = useCmsPackage<unknown>(CARD_EMAIL_PACKAGE);
  return useMemo(() => {
    if (state.status !== 'ready') return { status: state.status };
    const parsed = parseFormPackage(state.data);
    if (!parsed.ok || !readOnly) return { status: 'ready', pkg: parsed };
    const email = {
      ...(parsed.pkg.uiSchema.email as Record<string, unknown> | undefined),
      'ui:readonly': true,
    };
    return {
      status: 'ready',
      pkg: { ok: true, pkg: { ...parsed.pkg, uiSchema: { ...parsed.pkg.uiSchema, email } } },
    };
  }, [state, readOnly]);
}
