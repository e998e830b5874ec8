/**
 * The package's JSON in CodeMirror 6: JSON syntax help (highlighting, brackets, folding, syntax
 * errors) and the shared check's problems marked on the lines their paths name. `check` runs on
 * every pause in typing and its problems also go to `onProblems` for the list below the editor.
 */
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorView, basicSetup } from 'codemirror';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { PackageProblem } from '../../src/forms/packageCheck.ts';
import { locate } from './locate.ts';

export interface JsonEditorProps {
  /** The text to show; a new value (another package loaded) replaces the editor's text. */
  text: string;
  label: string;
  onChange: (text: string) => void;
  check: (text: string) => PackageProblem[];
  onProblems: (problems: PackageProblem[]) => void;
}

export function JsonEditor({ text, label, onChange, check, onProblems }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The latest callbacks, read by the one editor made on mount.
  const latest = useRef({ onChange, check, onProblems });
  useLayoutEffect(() => {
    latest.current = { onChange, check, onProblems };
  });

  useEffect(() => {
    const syntax = jsonParseLinter();
    const editor = new EditorView({
      parent: host.current!,
      doc: text,
      extensions: [
        basicSetup,
        json(),
        lintGutter(),
        linter(
          (v): Diagnostic[] => {
            const problems = latest.current.check(v.state.doc.toString());
            latest.current.onProblems(problems);
            // Bad JSON: the parser's own mark says where; the check's single problem repeats it.
            if (problems.length === 1 && problems[0]!.path === '/' && syntax(v).length > 0)
              return syntax(v);
            return problems.map((p) => ({
              ...locate(v.state, p.path),
              severity: 'error',
              message: `${p.path}: ${p.message}`,
            }));
          },
          { delay: 300 },
        ),
        // tabindex: axe counts a contenteditable alone as no keyboard access to the scroll area.
        EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
        EditorView.updateListener.of((u) => {
          if (u.docChanged) latest.current.onChange(u.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    return () => editor.destroy();
    // Made once; `text` changes are applied below without losing the editor's state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== text)
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
  }, [text]);

  return <div ref={host} className="ed-code" />;
}
