import type { MethodProps } from '../types.ts';

/** Placeholder until the method's form lands (being written now). */
export default function MpesaMethod(_props: MethodProps) {
  return <p>MpesaMethod</p>;
}
