/** The help centre's question search: case-insensitive match on the question text, and its highlight. */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A case-insensitive finder of `query`, or undefined for a blank query. */
function finder(query: string): RegExp | undefined {
  const wanted = query.trim();
  return wanted ? new RegExp(escape(wanted), 'giu') : undefined;
}

/** Questions whose text contains `query` (case-insensitive); a blank query matches nothing. */
export function matchQuestions<T extends { question: string }>(
  entries: readonly T[],
  query: string,
): T[] {
  const pattern = finder(query);
  if (!pattern) return [];
  return entries.filter((entry) => {
    pattern.lastIndex = 0;
    return pattern.test(entry.question);
  });
}

/** A piece of a question: `match` pieces are drawn inside <mark>. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits `text` around every case-insensitive occurrence of `query`; joined, the parts give `text` back. */
export function highlightParts(text: string, query: string): TextPart[] {
  const pattern = finder(query);
  if (!pattern) return text ? [{ text, match: false }] : [];
  const parts: TextPart[] = [];
  let from = 0;
  for (const found of text.matchAll(pattern)) {
    const at = found.index;
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: found[0], match: true });
    from = at + found[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
