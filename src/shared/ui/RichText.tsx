import { useMemo } from 'react';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';
import { typesetHtml } from '@/shared/lib/typography';

/**
 * HTML from the backend (pages, descriptions), sanitised before it reaches the DOM and typeset
 * like plain texts (a dash never starts a line).
 * DOMPurify is only in the chunks of pages that show such HTML.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => typesetHtml(sanitizeHtml(html)), [html]);
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
