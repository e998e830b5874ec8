import { useId, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { MethodType } from '../methods/types.ts';
import { PAGE_FOCUS_ATTRIBUTE, WITHIN_PAGE } from '../../../app/pageArrival.ts';

/** Props of {@link MethodPicker}. */
export interface MethodPickerProps {
  types: readonly MethodType[];
  selected: MethodType | undefined;
  labelOf: (type: MethodType) => string;
  pathOf: (type: MethodType) => string;
  desktop: boolean;
  /** Accessible name of the list ('Payment methods'). */
  listLabel: string;
  /** The chosen method's form. */
  children: ReactNode;
}

/**
 * One entry per distinct option type: a list of links on the left with the form beside it
 * (desktop), or an accordion whose open panel holds the form (mobile). Choosing an entry goes to
 * its route; the route decides which panel is open, so Back and reload keep the choice.
 */
export function MethodPicker({
  types,
  selected,
  labelOf,
  pathOf,
  desktop,
  listLabel,
  children,
}: MethodPickerProps) {
  const navigate = useNavigate();
  const id = useId();
  if (desktop) {
    return (
      <div className="payment-methods payment-methods--desktop">
        <nav aria-label={listLabel}>
          <ul className="payment-methods__list">
            {types.map((type) => (
              <li key={type}>
                <Link
                  to={pathOf(type)}
                  // A11Y-1: a method change is a move inside the payment page.
                  state={WITHIN_PAGE}
                  aria-current={type === selected ? 'page' : undefined}
                  className="payment-methods__link"
                >
                  {labelOf(type)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {selected && (
          <section className="payment-methods__form" aria-labelledby={`${id}-form`}>
            <h2 id={`${id}-form`} {...{ [PAGE_FOCUS_ATTRIBUTE]: '' }}>
              {labelOf(selected)}
            </h2>
            {children}
          </section>
        )}
      </div>
    );
  }
  return (
    <div className="payment-methods payment-methods--accordion" role="group" aria-label={listLabel}>
      {types.map((type) => {
        const open = type === selected;
        return (
          <div key={type} className="payment-accordion__item">
            <h2 className="payment-accordion__heading">
              <button
                type="button"
                id={`${id}-${type}-button`}
                className="payment-accordion__button"
                aria-expanded={open}
                aria-controls={`${id}-${type}-panel`}
                // A11Y-1: after a method change the person is on the method they opened.
                {...(open ? { [PAGE_FOCUS_ATTRIBUTE]: '' } : {})}
                onClick={() => {
                  if (!open) void navigate(pathOf(type), { state: WITHIN_PAGE });
                }}
              >
                {labelOf(type)}
              </button>
            </h2>
            <div
              id={`${id}-${type}-panel`}
              role="region"
              aria-labelledby={`${id}-${type}-button`}
              hidden={!open}
              className="payment-accordion__panel"
            >
              {open ? children : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
