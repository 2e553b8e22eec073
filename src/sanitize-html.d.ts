/** The part of sanitize-html the server uses (src/shared/lib/html-sanitizer.server.ts). */
declare module 'sanitize-html' {
  export interface Options {
    allowedTags: string[];
    /** Per tag, `*` for any. */
    allowedAttributes: Record<string, string[]>;
    allowedSchemes: string[];
    allowedSchemesByTag: Record<string, string[]>;
    allowProtocolRelative: boolean;
    /** `discard`: a tag not allowed goes, its text stays (unless it is one of `nonTextTags`). */
    disallowedTagsMode: 'discard';
    nonTextTags: string[];
    parseStyleAttributes: boolean;
  }
  export default function sanitizeHtml(dirty: string, options: Options): string;
}
