/**
 * What a tourist may have meant by Latin letters: Russian typed with the keyboard still on the
 * English layout ('ghjdthrf' is 'проверка') or a Russian name spelt in Latin ('pskov' is 'псков').
 */

// The Russian ЙЦУКЕН keys under the English QWERTY ones, shifted keys included.
const QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`" + 'QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>~';
const RUSSIAN_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбюё' + 'ЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮЁ';
const LAYOUT = new Map([...QWERTY].map((key, index) => [key, RUSSIAN_KEYS[index]!]));

/** The text as typed on the English layout, read as the same keys on the Russian one. */
export const fromEnglishLayout = (text: string): string =>
  [...text].map((char) => LAYOUT.get(char) ?? char).join('');

// Longest spellings first: 'shch' before 'sh', 'sh' before 's'. Common spellings of each sound
// (passport, BGN and the everyday ones); 'y' and 'e' depend on what comes before them (below).
const LATIN_SPELLINGS: ReadonlyArray<readonly [string, string]> = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['tz', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['ck', 'к'],
  ['ph', 'ф'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yo', 'е'],
  ['ye', 'е'],
  ['ju', 'ю'],
  ['ja', 'я'],
  ['jo', 'е'],
  ['iu', 'ю'],
  ['ia', 'я'],
  ['x', 'кс'],
];
const LATIN_LETTERS: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'к',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'й',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  z: 'з',
  "'": 'ь',
};
const VOWELS = 'аеиоуыэюяё';

/** A Russian word spelt in Latin letters, back in Cyrillic ('pskov' → 'псков', 'mikhaylovskoe' → 'михайловское'). */
export function fromLatin(text: string): string {
  const lower = text.toLowerCase();
  let out = '';
  for (let at = 0; at < lower.length;) {
    const spelling = LATIN_SPELLINGS.find(([latin]) => lower.startsWith(latin, at));
    if (spelling) {
      out += spelling[1];
      at += spelling[0].length;
      continue;
    }
    const char = lower[at]!;
    const before = out.at(-1);
    // 'y' is 'й' after a vowel ('kray'), 'ы' elsewhere ('pechory'); 'e' after a vowel or at the
    // start is often 'э' but as often 'е': the one-letter tolerance takes the other.
    out += char === 'y' ? (before && VOWELS.includes(before) ? 'й' : 'ы') : (LATIN_LETTERS[char] ?? char);
    at += 1;
  }
  return out;
}

const HAS_LATIN = /[a-z]/i;

/**
 * The query as typed, then what it may have meant: on the Russian layout, and spelt back from
 * Latin. A query without Latin letters is only itself.
 */
export function queryReadings(query: string): string[] {
  if (!HAS_LATIN.test(query)) return [query];
  return [...new Set([query, fromEnglishLayout(query), fromLatin(query)])];
}
