/**
 * A dotted key's string in a nested text tree (a CMS package or a module's English defaults),
 * e.g. `textAt(english, 'mobileMoney.submit')`; undefined when the key is missing or not a string.
 * The English defaults of translated texts are looked up this way wherever a package is the
 * fallback.
 */
export function textAt(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.'))
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  return typeof node === 'string' ? node : undefined;
}
