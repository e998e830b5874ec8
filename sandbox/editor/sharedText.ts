/** The words of a shared message key (`mobile.invalid`) in a validation-translation package. */
export function sharedText(messages: unknown, key: string): string | undefined {
  let node: unknown = messages;
  for (const step of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[step];
  }
  return typeof node === 'string' ? node : undefined;
}
