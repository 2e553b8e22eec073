import { describe, expect, it } from 'vitest';
import {
  findItems,
  foldCase,
  plainText,
  queryStems,
  type SearchItem,
  searchItemsOf,
} from '@/features/search/match';
import { parseSearchQuery } from '@/features/search/search-params';

const item = (title: string, text = '', kind: SearchItem['kind'] = 'excursion'): SearchItem => ({
  kind,
  title,
  text,
  href: `/${title}/`,
  image: '',
  price: 0,
  dates: [],
});

const titles = (hits: ReturnType<typeof findItems>) => hits.map((hit) => hit.item.title);

describe('search matching', () => {
  it('ignores case and reads ё as е both ways', () => {
    const items = [item('Озёрный край'), item('ЕЛЬНЯ')];
    expect(titles(findItems(items, 'озерный'))).toEqual(['Озёрный край']);
    expect(titles(findItems(items, 'ОЗЁРНЫЙ'))).toEqual(['Озёрный край']);
    expect(titles(findItems(items, 'ёльня'))).toEqual(['ЕЛЬНЯ']);
    expect(foldCase('Ёлка')).toBe('елка');
  });

  it('needs every word of the query, in the title or the description', () => {
    const items = [
      item('Псковский кремль', 'Прогулка по Крому и Довмонтову городу'),
      item('Изборск', 'Крепость и Словенские ключи'),
    ];
    expect(titles(findItems(items, 'псковский довмонтов'))).toEqual(['Псковский кремль']);
    expect(titles(findItems(items, 'псковский ключи'))).toEqual([]);
  });

  it('matches the start of a word, not any part of one', () => {
    const items = [item('Отель «Ель»'), item('Модельный дом')];
    expect(titles(findItems(items, 'ель'))).toEqual(['Отель «Ель»']);
    expect(titles(findItems(items, 'мод'))).toEqual(['Модельный дом']);
  });

  it('finds another case of a noun by a stem without its ending', () => {
    expect(queryStems('Кремль Печоры монастырь Псков')).toEqual(['кремл', 'печор', 'монастыр', 'псков']);
    // Short words stay whole.
    expect(queryStems('ель озеро')).toEqual(['ель', 'озер']);
    const items = [item('Стены кремля'), item('В Печорах'), item('Крем-брюле')];
    expect(titles(findItems(items, 'кремль'))).toEqual(['Стены кремля']);
    expect(titles(findItems(items, 'печоры'))).toEqual(['В Печорах']);
  });

  it('ranks title matches before description matches, each in the order given', () => {
    const items = [
      item('Изборск', 'Рядом с Печорами'),
      item('Печоры', 'Монастырь'),
      item('Пушкинские горы', 'По дороге в Печоры'),
      item('Печоры и Изборск', ''),
    ];
    expect(titles(findItems(items, 'печоры'))).toEqual([
      'Печоры',
      'Печоры и Изборск',
      'Изборск',
      'Пушкинские горы',
    ]);
    expect(findItems(items, 'печоры').map((hit) => hit.inTitle)).toEqual([true, true, false, false]);
  });

  it('an empty or punctuation-only query finds nothing', () => {
    expect(findItems([item('Псков')], '')).toEqual([]);
    expect(findItems([item('Псков')], ' «» ')).toEqual([]);
  });

  it('turns an HTML description into text before looking through it', () => {
    expect(plainText('<p>Кремль&nbsp;и <b>Довмонтов</b>&nbsp;город&#33;</p><script>x()</script>')).toBe(
      'Кремль и Довмонтов город!',
    );
    expect(plainText('&laquo;Ель&raquo; &amp; &unknown; &#x41;')).toBe('«Ель» & &unknown; A');
    const [searchable] = searchItemsOf([
      {
        kind: 'hotel',
        title: 'Отель',
        description: '<p>У <em>кремля</em></p>',
        href: '/hotels/x/',
        image: '',
        price: 0,
        dates: [],
      },
    ]);
    expect(searchable!.text).toBe('У кремля');
    // Tag names and attributes are not text.
    expect(findItems([item('Отель', plainText('<p class="strong">Тихо</p>'))], 'strong')).toEqual([]);
  });

  it('cuts an excerpt around the first matching word of the description, at word boundaries', () => {
    const before = 'Слово '.repeat(30);
    const after = ' конец'.repeat(40);
    const text = `${before}Довмонтов город${after}`;
    const [hit] = findItems([item('Псков', text)], 'довмонтов');
    expect(hit!.excerpt.startsWith('…')).toBe(true);
    expect(hit!.excerpt.endsWith('…')).toBe(true);
    expect(hit!.excerpt).toContain('Довмонтов город');
    expect(hit!.excerpt.length).toBeLessThanOrEqual(162);
    expect(hit!.excerpt).toMatch(/^…Слово /);
    // A match in the title alone shows the description's beginning; a short description whole.
    expect(findItems([item('Изборск', text)], 'изборск')[0]!.excerpt).toMatch(/^Слово .*…$/);
    expect(findItems([item('Псков', 'Коротко о главном')], 'главн')[0]!.excerpt).toBe('Коротко о главном');
  });
});

describe('the search address', () => {
  it('keeps q as a trimmed string, anything else as empty', () => {
    expect(parseSearchQuery({ q: '  кремль ' })).toEqual({ q: 'кремль' });
    expect(parseSearchQuery({ q: 42 })).toEqual({ q: '42' });
    expect(parseSearchQuery({ q: ['a'] })).toEqual({ q: '' });
    expect(parseSearchQuery({})).toEqual({ q: '' });
  });
});
