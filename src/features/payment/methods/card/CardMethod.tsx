import type { MethodProps } from '../types.ts';

/** Placeholder until the method's form lands (being written now). */
export default function CardMethod(_props: MethodProps) {
  return <p>CardMethod</p>;
}
