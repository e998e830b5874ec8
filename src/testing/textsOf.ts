import { within, type ByRoleMatcher, type ByRoleOptions } from '@testing-library/react';

/** The texts of the elements of `role` inside `scope`, in order, as a person reads down them. */
export function textsOf(scope: HTMLElement, role: ByRoleMatcher, options?: ByRoleOptions) {
  return within(scope)
    .getAllByRole(role, options)
    .map((element) => element.textContent);
}
