import { escapeHtml } from './escape-html.ts';

/** Breadcrumbs exactly as src/shared/ui/Breadcrumbs.tsx draws them (the server cannot import JSX). */
export function crumbsHtml(items: ReadonlyArray<{ title: string; href: string }>, current?: string): string {
  const links = items
    .map(
      (item) =>
        `<li class="crumbs__item"><a href="${escapeHtml(item.href)}" class="crumbs__link">${escapeHtml(item.title)}</a></li>`,
    )
    .join('');
  const last = current
    ? `<li class="crumbs__item"><span class="crumbs__current" aria-current="page">${escapeHtml(current)}</span></li>`
    : '';
  return `<nav class="crumbs" aria-label="Вы здесь"><ol class="crumbs__list">${links}${last}</ol></nav>`;
}

/** Every trail starts at the home page (HOME_CRUMB of the client). */
export const HOME_CRUMB_HTML = { title: 'Главная', href: '/' } as const;
