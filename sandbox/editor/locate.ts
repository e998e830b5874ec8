/**
 * Where a problem's path (`/schema/properties/msisdn/pattern`) lies in the JSON text, read from
 * the editor's syntax tree, so the check's problems are marked on the lines they name. A path that
 * goes past what the text holds (a key missing in this language) marks the deepest part found.
 */
import { syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';

/** A node of the JSON syntax tree (@lezer/common's, reached through @codemirror/language). */
type SyntaxNode = ReturnType<typeof syntaxTree>['topNode'];

const PUNCTUATION = new Set(['[', ']', '{', '}', ',', ':', '⚠']);

const keyOf = (state: EditorState, property: SyntaxNode): unknown => {
  const name = property.getChild('PropertyName');
  try {
    return name ? JSON.parse(state.sliceDoc(name.from, name.to)) : undefined;
  } catch {
    return undefined;
  }
};

function child(state: EditorState, node: SyntaxNode, segment: string) {
  const kids: SyntaxNode[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) if (!PUNCTUATION.has(c.name)) kids.push(c);
  if (node.name === 'Object') {
    const property = kids.find((p) => p.name === 'Property' && keyOf(state, p) === segment);
    const value = property?.lastChild;
    return property && value ? { mark: property, value } : undefined;
  }
  if (node.name === 'Array') {
    const item = kids[Number(segment)];
    return item ? { mark: item, value: item } : undefined;
  }
  return undefined;
}

/** The range to mark for `path`; the first line for the whole package (`/`). */
export function locate(state: EditorState, path: string): { from: number; to: number } {
  const top = syntaxTree(state).topNode;
  let value: SyntaxNode | null = top.firstChild;
  let mark = { from: 0, to: state.doc.lineAt(0).to };
  for (const segment of path.split('/').slice(1).filter(Boolean)) {
    const next = value ? child(state, value, segment) : undefined;
    if (!next) break;
    mark = { from: next.mark.from, to: next.mark.to };
    value = next.value;
  }
  return mark;
}
