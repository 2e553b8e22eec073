/** A swipe shorter than this (in px, or this share of the slide width if smaller) snaps back. */
const SWIPE_MIN_PX = 48;
const SWIPE_MIN_SHARE = 0.2;

/** The slide index after stepping past either end: the slider goes round. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The slide a finished swipe lands on: dragging left (negative `dx`) shows the next slide,
 * dragging right the previous one; a short drag stays.
 */
export function swipeTarget(index: number, count: number, dx: number, width: number): number {
  const threshold = Math.min(SWIPE_MIN_PX, Math.max(1, width) * SWIPE_MIN_SHARE);
  if (Math.abs(dx) < threshold) return index;
  return wrapIndex(index + (dx < 0 ? 1 : -1), count);
}

/** A drag counts as horizontal (a swipe, not a page scroll) once it moves more sideways than up or down. */
export function isHorizontalDrag(dx: number, dy: number, slopPx = 8): boolean {
  return Math.abs(dx) > slopPx && Math.abs(dx) > Math.abs(dy);
}
