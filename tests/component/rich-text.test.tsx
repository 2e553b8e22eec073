import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SafeHtml } from '@/shared/lib/safe-html';
import { RichText } from '@/shared/ui/RichText';

// Whatever loads a sanitiser is noted: RichText must load none.
const loaded = vi.hoisted(() => [] as string[]);
vi.mock('@/shared/lib/html-sanitizer.browser', () => {
  loaded.push('browser');
  return { sanitize: () => '' };
});
vi.mock('@/shared/lib/html-sanitizer.server', () => {
  loaded.push('server');
  return { sanitize: () => '' };
});

describe('RichText', () => {
  it('inserts the HTML it is given, typeset, and sanitises nothing itself', () => {
    // Markup no sanitiser would keep: RichText trusts its input, which only a query function makes.
    const html = '<p data-origin="query" class="lead">Псков — Изборск</p><x-note>2 дня</x-note>' as SafeHtml;
    const { container } = render(<RichText html={html} className="intro" />);
    const block = container.firstElementChild!;
    expect(block.className).toBe('rich-text intro');
    expect(block.innerHTML).toBe(
      '<p data-origin="query" class="lead">Псков&nbsp;— Изборск</p><x-note>2&nbsp;дня</x-note>',
    );
    expect(loaded).toEqual([]);
  });

  it('takes only sanitised HTML: a string straight from the API does not type-check', () => {
    // @ts-expect-error a plain string has to pass a query function's sanitiser first
    const { container } = render(<RichText html="<p>Псков</p>" />);
    expect(container.textContent).toBe('Псков');
  });
});
