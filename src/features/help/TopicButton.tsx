import type { ReactNode } from 'react';

/** A help topic that opens in place (a category or sub-category): a whole-width list-row button. */
export function TopicButton({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  return (
    <button type="button" className="tile-button help__category" onClick={onOpen}>
      {children}
    </button>
  );
}
