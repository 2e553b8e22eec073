import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SRC = new URL('../../../src', import.meta.url).pathname;

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? cssFiles(join(dir, entry.name))
      : entry.name.endsWith('.css')
        ? [join(dir, entry.name)]
        : [],
  );
}

/**
 * The viewport widths where the app's CSS changes: every `min-width: N` starts at N, every
 * `max-width: N` stops after N. Read from the stylesheets themselves, so a breakpoint added
 * there is tested without a list to keep up.
 */
export function cssBreakpoints(): number[] {
  const found = new Set<number>();
  for (const file of cssFiles(SRC)) {
    for (const media of readFileSync(file, 'utf8').matchAll(/@media[^{]*/g)) {
      for (const [, kind, px] of media[0].matchAll(/\((min|max)-width:\s*(\d+)px\)/g))
        found.add(kind === 'min' ? Number(px) : Number(px) + 1);
    }
  }
  return [...found].sort((a, b) => a - b);
}

/** The widths to check: the narrowest phone, each breakpoint and one width either side, the widest desktop. */
export function widthsToCheck(narrowest: number, widest: number): number[] {
  const widths = new Set([narrowest, widest]);
  for (const breakpoint of cssBreakpoints())
    for (const width of [breakpoint - 1, breakpoint, breakpoint + 1])
      if (width >= narrowest && width <= widest) widths.add(width);
  return [...widths].sort((a, b) => a - b);
}
