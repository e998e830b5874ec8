/**
 * Ctrl+Z undoes and Ctrl+Y (or Ctrl+Shift+Z) redoes the editor's last change anywhere on the page
 * but in the JSON code editor, which keeps its own undo of the text being typed.
 */
import { useEffect, useRef } from 'react';

export function useUndoKeys(act: (which: 'undo' | 'redo') => void) {
  const latest = useRef(act);
  useEffect(() => {
    latest.current = act;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      if (e.target instanceof Element && e.target.closest('.cm-editor')) return;
      const key = e.key.toLowerCase();
      const which = key === 'z' ? (e.shiftKey ? 'redo' : 'undo') : key === 'y' ? 'redo' : undefined;
      if (!which) return;
      e.preventDefault();
      latest.current(which);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
