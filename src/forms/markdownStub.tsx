import type { ReactNode } from 'react';

/** Stands in for markdown-to-jsx: CMS descriptions are plain text here, so render them as-is. */
export default function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
export { Markdown };
export const compiler = (text: string) => text;
