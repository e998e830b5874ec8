/**
 * The editor's two ways to edit, as WAI-ARIA tabs: arrow keys move between them, Tab goes into
 * the panel. The fields come first; the JSON is for those who read it.
 */
import { useRef, type ReactNode } from 'react';

export interface Tab<Id extends string> {
  id: Id;
  label: string;
}

export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly Tab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  children: ReactNode;
}) {
  const list = useRef<HTMLDivElement>(null);
  const choose = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    onSelect(tab.id);
    list.current?.querySelector<HTMLElement>(`#ed-tab-${tab.id}`)?.focus();
  };
  const at = tabs.findIndex((t) => t.id === selected);
  return (
    <>
      <div role="tablist" aria-label={label} ref={list} className="ed-tabs">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`ed-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`ed-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') choose(at + 1);
              else if (e.key === 'ArrowLeft') choose(at - 1);
              else if (e.key === 'Home') choose(0);
              else if (e.key === 'End') choose(tabs.length - 1);
              else return;
              e.preventDefault();
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`ed-panel-${selected}`}
        aria-labelledby={`ed-tab-${selected}`}
        className="ed-panel"
      >
        {children}
      </div>
    </>
  );
}
