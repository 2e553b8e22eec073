/** The part of jsdom the server render uses: a window for DOMPurify (src/entry-server.tsx). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
