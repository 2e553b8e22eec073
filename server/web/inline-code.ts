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

/**
 * The inline code the page renderer wrote, told from anything else in the page by the one-off
 * `nonce` it was given, and the page without that nonce: what the browser receives is the same
 * for every visitor, and the policy names the code by its hashes.
 */
export function takeMarkedCode(html: string, nonce: string): { html: string; code: InlineCode } {
  const code = collect(html, (attributes) => attribute(attributes, 'nonce') === nonce);
  const unmarked = html
    .replace(new RegExp(`<meta property="csp-nonce" content="${nonce}"\\s*/?>`, 'g'), '')
    .split(` nonce="${nonce}"`)
    .join('');
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
