/** How many of a saved document number's last characters stay readable. */
const SHOWN = 4;

/**
 * A saved document number as a list shows it: every letter and digit but the last four hidden
 * ('4012 345678' → '•••• ••5678'), spaces and dashes kept, so the number keeps its shape. The
 * form to change it shows it whole.
 */
export function maskDocumentNumber(number: string): string {
  const characters = [...number.trim()];
  let left = characters.filter((character) => /[\p{L}\p{N}]/u.test(character)).length - SHOWN;
  return characters
    .map((character) => {
      if (!/[\p{L}\p{N}]/u.test(character) || left <= 0) return character;
      left -= 1;
      return '•';
    })
    .join('');
}

/** The readable end of a masked number, for a screen reader ('оканчивается на 5678'). */
export const documentNumberEnd = (number: string): string =>
  [...number.trim()]
    .filter((character) => /[\p{L}\p{N}]/u.test(character))
    .slice(-SHOWN)
    .join('');
