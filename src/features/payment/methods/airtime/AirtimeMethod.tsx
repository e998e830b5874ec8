import type { MethodProps } from '../types.ts';

/** Placeholder until the method's form lands (being written now). */
export default function AirtimeMethod(_props: MethodProps) {
  return <p>AirtimeMethod</p>;
}
