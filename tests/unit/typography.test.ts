import { describe, expect, it } from 'vitest';
import { typeset, typesetHtml } from '@/shared/lib/typography';

const NBSP = '\u00a0';
const JOIN = '\u2060';

describe('typeset', () => {
  it('keeps a dash on the line of the word before it', () => {
    expect(typeset('Псков — Изборск — Печоры, 2 дня')).toBe(
      `Псков${NBSP}— Изборск${NBSP}— Печоры, 2${NBSP}дня`,
    );
  });

  it('keeps a range whole', () => {
    expect(typeset('Храмы XII–XVI веков')).toBe(`Храмы XII${JOIN}–${JOIN}XVI веков`);
    expect(typeset('10–12 лет')).toBe(`10${JOIN}–${JOIN}12${NBSP}лет`);
  });

  it('keeps a number with its unit and № with its number', () => {
    expect(typeset('5 дней, 4 ночи')).toBe(`5${NBSP}дней, 4${NBSP}ночи`);
    expect(typeset('школа № 12')).toBe(`школа №${NBSP}12`);
  });

  it('changes nothing else', () => {
    expect(typeset('Изборская крепость')).toBe('Изборская крепость');
    expect(typeset('2026 11 23').replaceAll(NBSP, ' ')).toBe('2026 11 23');
  });
});

describe('typesetHtml', () => {
  it('typesets the text between tags and leaves the tags alone', () => {
    expect(typesetHtml('<p class="a b">Кром — так</p><p>XII–XVI <a href="/x y">века</a></p>')).toBe(
      '<p class="a b">Кром\u00a0— так</p><p>XII\u2060–\u2060XVI <a href="/x y">века</a></p>',
    );
  });
});
