/** Small text helpers shared by routes. */

/**
 * A phone the contract's `Phone` admitted, as it is kept: `+digits` (`+7 (911) 350-12-34` →
 * `+79113501234`); empty stays empty.
 */
export function storedPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits ? `+${digits}` : '';
}

/** Russian plural by the last digits: plural(5, ['час', 'часа', 'часов']) → 'часов'. */
function plural(count: number, forms: readonly [string, string, string]): string {
  const n = Math.abs(count) % 100;
  const last = n % 10;
  if (n > 10 && n < 20) return forms[2];
  if (last > 1 && last < 5) return forms[1];
  if (last === 1) return forms[0];
  return forms[2];
}

export function durationDisplay(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours) parts.push(`${hours} ${plural(hours, ['час', 'часа', 'часов'])}`);
  if (rest) parts.push(`${rest} ${plural(rest, ['минута', 'минуты', 'минут'])}`);
  return parts.join(' ');
}

export const roubles = (value: number): number => Math.round(value * 100) / 100;

/** Slug paths: one or more `[a-z0-9_-]` segments; rejects '..', encoded tricks, empty segments. */
export const SAFE_PATH = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i;

export function cleanPath(raw: string): string | null {
  const path = raw.replace(/^\/+|\/+$/g, '');
  if (path.length === 0 || path.length > 300 || !SAFE_PATH.test(path)) return null;
  return path;
}
