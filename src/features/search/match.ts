import { startsWithOneTypo } from './one-typo';
import { queryReadings } from './spelling';

/** What search looks through and shows: an excursion, tour or hotel as the catalogue lists it. */
export type SearchItem = Omit<SearchEntry, 'description'> & {
  /** The description as plain text (see `plainText`). */
  text: string;
};

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

/** Where the first word of `folded` that `starts(word)` begins, or -1 (a word's start, not any substring). */
function wordStartOf(folded: string, stem: string, typo: boolean): number {
  if (!typo) {
    for (let from = 0; ;) {
      const at = folded.indexOf(stem, from);
      if (at < 0) return -1;
      if (at === 0 || !/[\p{L}\p{N}]/u.test(folded[at - 1]!)) return at;
      from = at + 1;
    }
  }
  for (const word of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (startsWithOneTypo(word[0], stem)) return word.index;
  }
  return -1;
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

/** A word this short is taken as typed: one typo in three letters is another word. */
const MIN_TYPO_STEM = 4;

/** Where each stem starts in the title and the text, or null when one of them is in neither. */
function matchItem(
  title: string,
  text: string,
  stems: readonly string[],
  typo: boolean,
): { inTitle: boolean; firstInText: number } | null {
  let inTitle = true;
  let firstInText = -1;
  for (const stem of stems) {
    const typoHere = typo && stem.length >= MIN_TYPO_STEM;
    const titleAt = wordStartOf(title, stem, typoHere);
    const textAt = wordStartOf(text, stem, typoHere);
    if (titleAt < 0 && textAt < 0) return null;
    if (titleAt < 0) inTitle = false;
    if (textAt >= 0 && (firstInText < 0 || textAt < firstInText)) firstInText = textAt;
  }
  return { inTitle, firstInText };
}

/**
 * The items that have every word of the query at the start of a word of their title or
 * description (case and 'ё' aside); those with all of it in the title first, each group in the
 * order given. The query is also read as typed on the wrong layout and as Latin spelling
 * (`queryReadings`); only when none of its readings finds anything, one typo per word of four
 * letters or more is forgiven.
 */
export function findItems(items: readonly SearchItem[], query: string): SearchHit[] {
  const readings = queryReadings(query)
    .map(queryStems)
    .filter((stems) => stems.length > 0);
  if (readings.length === 0) return [];
  const folded = items.map((item) => ({ item, title: foldCase(item.title), text: foldCase(item.text) }));
  for (const typo of [false, true]) {
    const titled: SearchHit[] = [];
    const described: SearchHit[] = [];
    for (const { item, title, text } of folded) {
      let found: ReturnType<typeof matchItem> = null;
      for (const stems of readings) {
        found = matchItem(title, text, stems, typo);
        if (found) break;
      }
      if (!found) continue;
      const hit = {
        item,
        inTitle: found.inTitle,
        excerpt: excerptOf(item.text, Math.max(0, found.firstInText)),
      };
      (found.inTitle ? titled : described).push(hit);
    }
    if (titled.length + described.length > 0) return [...titled, ...described];
  }
  return [];
}

/** An item as the catalogue gives it (`CatalogueEntry`): its description may be HTML. */
export interface SearchEntry {
  kind: SearchKind;
  title: string;
  description: string;
  /** The item's page. */
  href: string;
  /** A 420×280 picture. */
  image: string;
  /** The 'от' price: an adult's fare, or a hotel's night. */
  price: number;
  /** When it can be had, nearest first: departures (a time for an excursion, an end for a tour) or a stay. */
  dates: ReadonlyArray<{ date: string; time?: string; end?: string }>;
}

export const searchItemsOf = (entries: readonly SearchEntry[]): SearchItem[] =>
  entries.map(({ description, ...entry }) => ({ ...entry, text: plainText(description) }));
