/** Small text helpers shared by routes: formats checked the way the site's forms check them (docs/product.md#validation). */

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Normalises `+7 (999) 999-99-99` or `+` and 7–15 digits to `+digits`; null when it is neither. */
export function normalisePhone(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+[\d\s()-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  if (digits.startsWith('7') && trimmed.startsWith('+7') && /[()]/.test(trimmed) && digits.length !== 11)
    return null;
  return `+${digits}`;
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
