/** What search looks through: an excursion, tour or hotel as the catalogue lists it. */
export interface SearchItem {
  kind: SearchKind;
  title: string;
  /** The description as plain text (see `plainText`). */
  text: string;
  /** The item's page. */
  href: string;
}

export type SearchKind = 'excursion' | 'tour' | 'hotel';

export interface SearchHit {
  item: SearchItem;
  /** Every word of the query is in the title. */
  inTitle: boolean;
  /** A short piece of the description, around its first matching word when it has one. */
  excerpt: string;
}

const EXCERPT_LENGTH = 160;
const EXCERPT_LEAD = 40;
const MIN_STEM = 4;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  laquo: '«',
  raquo: '»',
  mdash: '—',
  ndash: '–',
  hellip: '…',
};

/** A description that may be HTML, as one line of text: tags dropped, entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower case with 'ё' read as 'е': people type either. Keeps the length, so positions carry over. */
export function foldCase(text: string): string {
  let folded = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    folded += (lower.length === char.length ? lower : char).replace('ё', 'е');
  }
  return folded;
}

/**
 * The query's words, each cut to a stem: a trailing vowel, 'ь' or 'й' (up to two) is dropped while
 * four letters remain, so 'кремль' finds 'кремля' and 'печоры' finds 'Печорах'.
 */
export function queryStems(query: string): string[] {
  return (foldCase(query).match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => {
    let stem = word;
    for (let cut = 0; cut < 2 && stem.length > MIN_STEM && /[аеиоуыэюяьй]$/.test(stem); cut++) {
      stem = stem.slice(0, -1);
    }
    return stem;
  });
}

/** Where the first word of `text` starting with `stem` begins, or -1 (a word start, not any substring). */
function wordStartOf(folded: string, stem: string): number {
  let from = 0;
  for (;;) {
    const at = folded.indexOf(stem, from);
    if (at < 0) return -1;
    if (at === 0 || !/[\p{L}\p{N}]/u.test(folded[at - 1]!)) return at;
    from = at + 1;
  }
}

function excerptOf(text: string, at: number): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  let start = Math.max(0, at - EXCERPT_LEAD);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < at ? space + 1 : start;
  }
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/**
 * The items that have every word of the query at the start of a word of their title or
 * description (case and 'ё' aside); those with all of it in the title first, each group in the
 * order given.
 */
export function findItems(items: readonly SearchItem[], query: string): SearchHit[] {
  const stems = queryStems(query);
  if (stems.length === 0) return [];
  const titled: SearchHit[] = [];
  const described: SearchHit[] = [];
  for (const item of items) {
    const title = foldCase(item.title);
    const text = foldCase(item.text);
    let inTitle = true;
    let firstInText = -1;
    let found = true;
    for (const stem of stems) {
      const titleAt = wordStartOf(title, stem);
      const textAt = wordStartOf(text, stem);
      if (titleAt < 0 && textAt < 0) {
        found = false;
        break;
      }
      if (titleAt < 0) inTitle = false;
      if (textAt >= 0 && (firstInText < 0 || textAt < firstInText)) firstInText = textAt;
    }
    if (!found) continue;
    const hit = { item, inTitle, excerpt: excerptOf(item.text, Math.max(0, firstInText)) };
    (inTitle ? titled : described).push(hit);
  }
  return [...titled, ...described];
}

/** An item as the catalogue gives it: its description may be HTML. */
export interface SearchEntry {
  kind: SearchKind;
  title: string;
  description: string;
  href: string;
}

export const searchItemsOf = (entries: readonly SearchEntry[]): SearchItem[] =>
  entries.map(({ kind, title, description, href }) => ({ kind, title, text: plainText(description), href }));
