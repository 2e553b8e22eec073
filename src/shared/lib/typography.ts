const NBSP = '\u00a0';
const WORD_JOINER = '\u2060';

/**
 * Russian typesetting of a plain text from the backend: a dash never starts a line (no-break
 * space before it), a range stays whole ('XII–XVI', '10–12'), and a number keeps its unit
 * ('2 дня', '5 км'). The text reads the same; only where lines may break changes.
 */
export function typeset(text: string): string {
  return (
    text
      // 'Псков — Изборск': the dash stays on the line of the word before it.
      .replace(/ ([—–])/g, `${NBSP}$1`)
      // 'XII–XVI', '10–12': no break on either side of a dash between two words or numbers.
      .replace(/(\S)([–—])(?=\S)/g, `$1${WORD_JOINER}$2${WORD_JOINER}`)
      // '2 дня', '№ 12', '5 км': a number and its neighbour word stay together.
      .replace(/(\d) (?=[^\s\d])/g, `$1${NBSP}`)
      .replace(/(№) (?=\d)/g, `$1${NBSP}`)
  );
}

/** `typeset` for the text of sanitised HTML: tags and their attributes are left as they are. */
export function typesetHtml(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : typeset(part)))
    .join('');
}
