/** One `<meta>` of the site config's META_TAGS, keyed by `name` or `property`. */
export interface ExtraMetaTag {
  key: 'name' | 'property';
  value: string;
  content: string;
}

const TAG = /<meta\b([^>]*)>/gi;
const ATTRIBUTE = /([a-z:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const SAFE_KEY = /^[a-z0-9:_.-]{1,64}$/i;

/**
 * The site-wide meta tags an editor pastes into META_TAGS (verification codes and the like, as
 * `<meta name="…" content="…">` tags). Only name/property + content survive: the string is admin
 * input, never markup we trust. Shared by the client (PageMeta) and the server (link previews).
 */
export function parseMetaTags(source: string | undefined): ExtraMetaTag[] {
  if (!source) return [];
  const tags: ExtraMetaTag[] = [];
  for (const [, attributes = ''] of source.matchAll(TAG)) {
    const values: Record<string, string> = {};
    for (const [, name = '', double, single] of attributes.matchAll(ATTRIBUTE)) {
      values[name.toLowerCase()] = double ?? single ?? '';
    }
    const key = values.name !== undefined ? 'name' : values.property !== undefined ? 'property' : null;
    const value = key ? values[key] : undefined;
    if (!key || !value || !SAFE_KEY.test(value) || values.content === undefined) continue;
    tags.push({ key, value, content: values.content });
  }
  return tags;
}
