import { existsSync, renameSync, rmSync } from 'node:fs';

/** Where a build is written before it replaces `target`, and where the replaced one goes. */
export const nextOf = (target: string): string => `${target}.next`;
const oldOf = (target: string): string => `${target}.old`;

/** Leftovers of a build that was killed half-way. */
export function clearLeftovers(targets: string[]): void {
  for (const target of targets) {
    rmSync(nextOf(target), { recursive: true, force: true });
    rmSync(oldOf(target), { recursive: true, force: true });
  }
}

/** Puts the finished folder in the target's place: the target is the old build or the new, never half of one. */
export function swapIn(target: string): void {
  const old = oldOf(target);
  if (existsSync(target)) renameSync(target, old);
  renameSync(nextOf(target), target);
  rmSync(old, { recursive: true, force: true });
}
