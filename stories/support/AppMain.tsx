import type { ReactNode } from 'react';

/** The shell's main landmark around a screen shown without the rest of the shell. */
export function AppMain({ children }: { children: ReactNode }) {
  return <main className="app-main">{children}</main>;
}
