/**
 * What HTML from the backend (content pages, descriptions) may keep, for both sanitisers
 * (decision 020): DOMPurify in the browser and sanitize-html on the server apply these same lists,
 * so a text reads the same whether the server or the browser fetched it. Text, headings, lists,
 * tables, quotes, links and pictures, ids for links within the text; no scripts, handlers, styles,
 * classes, forms, frames, media players, SVG or MathML.
 */
export const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
] as const;

/** On any of the tags above; `href` and `src` only with a scheme below (or none: a relative address). */
export const ALLOWED_ATTRIBUTES = [
  'alt',
  'colspan',
  'datetime',
  'dir',
  'height',
  'href',
  'id',
  'lang',
  'reversed',
  'rowspan',
  'scope',
  'span',
  'src',
  'start',
  'title',
  'width',
] as const;

/**
 * The schemes an address may have, or none (a relative address). A picture may also be `data:`: it
 * cannot run anything in an `<img>`, and DOMPurify allows it.
 */
export const URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/**
 * Dropped with everything inside, not only the tag: DOMPurify's own list (raw text, foreign
 * content, frames, media; less the table parts kept above) and, on both sides alike, the text of
 * form controls.
 */
export const DROPPED_WITH_CONTENT = [
  'annotation-xml',
  'audio',
  'desc',
  'foreignobject',
  'head',
  'iframe',
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'noembed',
  'noframes',
  'noscript',
  'option',
  'plaintext',
  'script',
  'select',
  'selectedcontent',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
  'video',
  'xmp',
] as const;
