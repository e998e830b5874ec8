/** The machine line of the RESULTS.md sections: figures only compare on the same kind of box. */
import { cpus } from 'node:os';

export function cpuModel(): string {
  return cpus()[0]?.model.trim() ?? 'unknown CPU';
}

export function coreCount(): number {
  return cpus().length;
}
