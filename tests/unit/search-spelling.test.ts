import { describe, expect, it } from 'vitest';
import { findItems, type SearchItem } from '@/features/search/match';
import { startsWithOneTypo } from '@/features/search/one-typo';
import { fromEnglishLayout, fromLatin, queryReadings } from '@/features/search/spelling';

/** What the results show but matching does not read. */
const UNSHOWN = { image: '', price: 0, dates: [] };

const CATALOGUE: SearchItem[] = [
  'Псковский кремль и Довмонтов город',
  'Изборск и Печоры',
  'Пушкинские Горы за один день',
  'Гостиница «Старый Псков»',
  'Тригорское и Петровское',
  'Михайловское',
  'Озёра и крепости Псковщины',
  'Гдов и Чудское озеро',
].map((title) => ({ kind: 'excursion', title, text: '', href: `/${title}/`, ...UNSHOWN }));

const titles = (query: string) => findItems(CATALOGUE, query).map((hit) => hit.item.title);

describe('reading a query typed in Latin letters', () => {
  it.each([
    ['ghjdthrf', 'проверка'],
    ['gcrjd', 'псков'],
    ['Gtxjhs', 'Печоры'],
    ['jp`hf', 'озёра'],
    ['<hfnmz', 'Братья'],
    ['псков', 'псков'],
  ])('on the English layout: %s is %s', (typed, meant) => {
    expect(fromEnglishLayout(typed)).toBe(meant);
  });

  it.each([
    ['pskov', 'псков'],
    ['Izborsk', 'изборск'],
    ['pechory', 'печоры'],
    ['mikhaylovskoe', 'михайловское'],
    ['mihailovskoe', 'михаиловское'],
    ['shchuka', 'щука'],
    ['zhukovo', 'жуково'],
    ['yasnaya', 'ясная'],
    ['tsarskoe', 'царское'],
    ['chudskoe', 'чудское'],
    ['kreml', 'кремл'],
  ])('spelt in Latin: %s is %s', (typed, meant) => {
    expect(fromLatin(typed)).toBe(meant);
  });

  it('reads a Cyrillic query only as typed', () => {
    expect(queryReadings('псков')).toEqual(['псков']);
    expect(queryReadings('pskov')).toEqual(['pskov', 'зылщм', 'псков']);
  });
});

describe('one typo in a word', () => {
  it.each([
    ['псковский', 'псков', true],
    ['псковский', 'пскв', true],
    ['псковский', 'пцков', true],
    ['псковский', 'спков', true],
    ['псковский', 'псскков', false],
    ['псков', 'псковх', true],
    ['изборск', 'пзборск', true],
    ['изборск', 'избрк', false],
  ])('%s starts with %s but for one typo: %s', (word, stem, expected) => {
    expect(startsWithOneTypo(word, stem)).toBe(expected);
  });
});

describe('finding Russian titles', () => {
  it.each([
    [
      'pskov',
      ['Псковский кремль и Довмонтов город', 'Гостиница «Старый Псков»', 'Озёра и крепости Псковщины'],
    ],
    [
      'gcrjd',
      ['Псковский кремль и Довмонтов город', 'Гостиница «Старый Псков»', 'Озёра и крепости Псковщины'],
    ],
    [
      'пскв',
      ['Псковский кремль и Довмонтов город', 'Гостиница «Старый Псков»', 'Озёра и крепости Псковщины'],
    ],
    [
      'пцков',
      ['Псковский кремль и Довмонтов город', 'Гостиница «Старый Псков»', 'Озёра и крепости Псковщины'],
    ],
    ['izborsk', ['Изборск и Печоры']],
    ['pechory', ['Изборск и Печоры']],
    ['Gtxjhs', ['Изборск и Печоры']],
    ['pushkinskie gory', ['Пушкинские Горы за один день']],
    ['mikhailovskoe', ['Михайловское']],
    ['kreml', ['Псковский кремль и Довмонтов город']],
    ['ghtvkm', ['Псковский кремль и Довмонтов город']],
    ['изборскк', ['Изборск и Печоры']],
    ['gdov', ['Гдов и Чудское озеро']],
    ['chudskoe', ['Гдов и Чудское озеро']],
  ])('%s finds %j', (query, expected) => {
    expect(titles(query)).toEqual(expected);
  });

  it.each([
    // Three letters are taken as typed: one typo there is another word.
    ['гдв', []],
    ['пск', ['Псковский кремль и Довмонтов город', 'Гостиница «Старый Псков»', 'Озёра и крепости Псковщины']],
    // Two typos in a word are too many.
    ['пцкв', []],
    ['байкал', []],
  ])('%s finds %j', (query, expected) => {
    expect(titles(query)).toEqual(expected);
  });

  it('forgives a typo only when the query as typed finds nothing', () => {
    const items: SearchItem[] = [
      { kind: 'tour', title: 'Туры выходного дня', text: '', href: '/a/', ...UNSHOWN },
      { kind: 'tour', title: 'Дуры', text: '', href: '/b/', ...UNSHOWN },
    ];
    expect(findItems(items, 'туры').map((hit) => hit.item.href)).toEqual(['/a/']);
    expect(findItems(items, 'тцры').map((hit) => hit.item.href)).toEqual(['/a/']);
  });
});
