import { useMemo } from 'react';
import type { SafeHtml } from '@/shared/lib/safe-html';
import { typesetHtml } from '@/shared/lib/typography';

/**
 * HTML from the backend (pages, descriptions), as its query function sanitised it (decision 020),
 * typeset like plain texts (a dash never starts a line). Nothing is sanitised here: the type lets
 * only sanitised HTML in, and no page carries a sanitiser for it.
 */
export function RichText({ html, className }: { html: SafeHtml; className?: string }) {
  const typeset = useMemo(() => typesetHtml(html), [html]);
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      dangerouslySetInnerHTML={{ __html: typeset }}
    />
  );
}
