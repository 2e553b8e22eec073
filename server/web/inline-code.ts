import { createHash } from 'node:crypto';

/** The inline code of an HTML document: the text of its inline scripts and of its `<style>` elements. */
export interface InlineCode {
  scripts: string[];
  styles: string[];
}

/** A `<script>` or `<style>` element; attribute values may hold `>` when quoted. */
const ELEMENT = /<(script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1\s*>/gi;

const attribute = (attributes: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i')
    .exec(attributes)
    ?.slice(1)
    .find((value) => value !== undefined);

/** A script the browser runs from its text: no `src`, and no data type such as `application/ld+json`. */
function runsInline(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = attribute(attributes, 'type')?.trim().toLowerCase();
  return !type || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
}

function collect(html: string, keep: (attributes: string) => boolean): InlineCode {
  const code: InlineCode = { scripts: [], styles: [] };
  for (const [, tag, attributes = '', text = ''] of html.matchAll(ELEMENT)) {
    if (!keep(attributes)) continue;
    if (tag!.toLowerCase() === 'style') code.styles.push(text);
    else if (runsInline(attributes)) code.scripts.push(text);
  }
  return code;
}

/** Every inline script and stylesheet of an HTML text (for HTML this server writes from a template). */
export function inlineCode(html: string): InlineCode {
  return collect(html, () => true);
}

/** Where the start tag that has an attribute ending at `from` closes (a quoted `>` is not its end). */
function startTagEnd(html: string, from: number): number {
  for (let at = from, quote = ''; at < html.length; at++) {
    const char = html[at];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return at;
  }
  return -1;
}

/**
 * The inline code the page renderer wrote, told from anything else in the page by the one-off
 * `nonce` it was given, and the page without that nonce: what the browser receives is the same
 * for every visitor, and the policy names the code by its hashes. Only the marked elements are
 * read: the page's text (its stylesheet is most of it) is not scanned.
 */
export function takeMarkedCode(html: string, nonce: string): { html: string; code: InlineCode } {
  const mark = ` nonce="${nonce}"`;
  const code: InlineCode = { scripts: [], styles: [] };
  for (let at = html.indexOf(mark); at !== -1; at = html.indexOf(mark, at + mark.length)) {
    const open = html.lastIndexOf('<', at);
    const tag = /^<(script|style)\b/i.exec(html.slice(open, open + 8))?.[1]?.toLowerCase();
    if (!tag) continue;
    const end = startTagEnd(html, at + mark.length);
    const close = end === -1 ? -1 : html.indexOf(`</${tag}`, end);
    if (close === -1) continue;
    const text = html.slice(end + 1, close);
    if (tag === 'style') code.styles.push(text);
    else if (runsInline(html.slice(open + tag.length + 1, end))) code.scripts.push(text);
  }
  const unmarked = html.replace(`<meta property="csp-nonce" content="${nonce}"/>`, '').replaceAll(mark, '');
  return { html: unmarked, code };
}

/**
 * A CSP hash source for an inline script or stylesheet. The browser hashes the text as parsed, and
 * HTML parsing turns CR LF and lone CR into LF.
 */
export function hashSource(text: string): string {
  const parsed = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(parsed, 'utf8').digest('base64')}'`;
}

/**
 * `hashSource` that knows the hashes of `texts` beforehand: the code the build writes into every
 * page (its stylesheet, the entry's loader, the routes' preloaders) is hashed once, at start.
 */
export function hashSourceKnowing(texts: Iterable<string>): (text: string) => string {
  const known = new Map([...new Set(texts)].map((text) => [text, hashSource(text)]));
  return (text) => known.get(text) ?? hashSource(text);
}
