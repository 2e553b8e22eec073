import { describe, expect, it } from 'vitest';
import { hashSource, inlineCode, takeMarkedCode } from '../../server/web/inline-code.ts';

describe('the inline code a policy names', () => {
  it('hashes a script as the browser does (the CSP specification’s own example), line ends as parsed', () => {
    expect(hashSource("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
    expect(hashSource('a()\r\nb()\rc()')).toBe(hashSource('a()\nb()\nc()'));
  });

  it('takes only the code the renderer marked, and leaves no mark in the page', () => {
    const page = [
      '<head><meta property="csp-nonce" content="n0nce"/><meta name="x" nonce="n0nce"/>',
      '<style data-tsr-inline-css="" nonce="n0nce">body{}</style></head><body>',
      '<div><script>injected()</script><style>.injected{}</style></div>',
      '<script nonce="n0nce" data-tsr-stream-part="">hydrate()</script>',
      '<script type="application/ld+json" nonce="n0nce">{}</script>',
      '<script type="module" src="/x.js" nonce="n0nce"></script>',
      '<script nonce="other">guessed()</script></body>',
    ].join('');
    const { html, code } = takeMarkedCode(page, 'n0nce');
    expect(code).toEqual({ scripts: ['hydrate()'], styles: ['body{}'] });
    expect(html).not.toContain('n0nce');
    expect(html).toContain('<script>injected()</script>');
  });

  it('reads the inline scripts of counter code, not its external or data scripts', () => {
    const counters = `<!-- Yandex.Metrika counter -->
<script type="text/javascript" >
   (function(m,e,t,r,i,k,a){ m[i]=m[i]||function(){}; })(window, document, "script", "https://mc.yandex.ru/metrika/tag.js", "ym");
</script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>
<script>gtag('config', 'G-1');</script>
<noscript><div><img src="https://mc.yandex.ru/watch/1" alt="" /></div></noscript>`;
    expect(inlineCode(counters).scripts.map((script) => script.trim().slice(0, 12))).toEqual([
      '(function(m,',
      "gtag('config",
    ]);
  });
});
