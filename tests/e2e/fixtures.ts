import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type PlaywrightTestArgs,
  type TestInfo,
} from '@playwright/test';

export { expect } from '@playwright/test';

/** What a page reported of something its Content-Security-Policy refused. */
export interface CspViolation {
  directive: string;
  blocked: string;
  sample: string;
  page: string;
}

/**
 * Collects every Content-Security-Policy violation the context's pages report
 * (`securitypolicyviolation`), from the first script of each document on.
 */
export async function watchCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding('reportCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    const page = window as unknown as { reportCspViolation: (violation: CspViolation) => Promise<void> };
    window.addEventListener(
      'securitypolicyviolation',
      (event) =>
        void page.reportCspViolation({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          page: location.href,
        }),
      true,
    );
  });
  return violations;
}

/**
 * Takes out of `violations` what the browser's sanitiser provokes when it parses HTML with an event
 * handler in it: Chromium checks the policy as the parser meets the attribute, even in the inert
 * document DOMPurify parses into, and reports a refused `script-src-attr` that never could have run.
 * Returns how many there were.
 */
export function takeSanitiserParseViolations(violations: CspViolation[]): number {
  const parsed = violations.filter(
    (violation) => violation.directive === 'script-src-attr' && violation.blocked === 'inline',
  );
  violations.splice(0, violations.length, ...violations.filter((violation) => !parsed.includes(violation)));
  return parsed.length;
}

/**
 * Resolves once the app has hydrated the server's HTML (the router removes its bootstrap data
 * then), the page's content too: before that, buttons have no handlers yet and links load the
 * next page from the server. React hydrates a Suspense boundary's content in a later pass than
 * the header (the router's outlet is one), and a navigation from the header before that pass has
 * committed meets TanStack Router's race of a match gone while its content hydrates (React renders
 * it again in the browser and reports errors #520 and #422; seen at 4× CPU on /excursions/table/).
 * Nothing on the page tells that pass apart but React's own tree: no boundary is left dehydrated.
 * `content: false` waits for the first pass only, for a test that holds back a chunk the page's
 * content waits for. A document that is not the app (no router data, no React root, not the
 * offline shell) is not waited for.
 */
export async function hydrated(page: Page, { content = true }: { content?: boolean } = {}): Promise<void> {
  await page.waitForFunction(
    (deep) => {
      if ('$_TSR' in window) return false;
      type Fiber = {
        tag: number;
        memoizedState?: { dehydrated?: unknown; isDehydrated?: boolean };
        child: Fiber | null;
        sibling: Fiber | null;
      };
      const key = Object.keys(document).find((name) => name.startsWith('__reactContainer$'));
      // The router's data goes only after React has its root: without both, this is not the app.
      if (!key) return !document.documentElement.hasAttribute('data-app-shell');
      const current = (document as unknown as Record<string, { stateNode: { current: Fiber } }>)[key]!
        .stateNode.current;
      if (current.memoizedState?.isDehydrated) return false;
      if (!deep) return true;
      const SUSPENSE = 13;
      const stack: Fiber[] = [current];
      while (stack.length > 0) {
        const fiber = stack.pop()!;
        if (fiber.tag === SUSPENSE && fiber.memoizedState?.dehydrated) return false;
        if (fiber.child) stack.push(fiber.child);
        if (fiber.sibling) stack.push(fiber.sibling);
      }
      return true;
    },
    content,
    { timeout: 15_000, polling: 50 },
  );
}

/**
 * The `page` of every test: `goto` and `reload` return once the page is the app's, hydrated, as a
 * visitor would use it (a document that is not the app, or a page without scripts, is not waited for).
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  /**
   * Every test's pages, on every flow, run without a Content-Security-Policy violation. A test that
   * provokes one takes it out of this list.
   */
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchCspViolations(context);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const early = (waitUntil?: string) => waitUntil === 'commit' || waitUntil === 'domcontentloaded';
    const settle = async <T extends Awaited<ReturnType<Page['goto']>>>(
      response: T,
      waitsForLoad: boolean,
    ): Promise<T> => {
      const html = response?.headers()['content-type']?.startsWith('text/html') ?? true;
      if (javaScriptEnabled && html) await hydrated(page, { content: waitsForLoad });
      return response;
    };
    // A test that asks for less than the load event looks at the page before its content is whole.
    page.goto = async (url, options) => settle(await goto(url, options), !early(options?.waitUntil));
    page.reload = async (options) => settle(await reload(options), !early(options?.waitUntil));
    await use(page);
  },
});

/** What a phone layout test is given: the page, its context and the API request context. */
type PhoneFixtures = Pick<PlaywrightTestArgs, 'page' | 'context' | 'request'>;

/** A test of the phone's own layout: run by the phone project (`@phone`), skipped on wider screens. */
export function phoneLayoutTest(
  title: string,
  body: (fixtures: PhoneFixtures, testInfo: TestInfo) => Promise<void>,
): void {
  // Playwright reads the fixtures a test uses from its parameter's destructuring.
  test(title, { tag: '@phone' }, async ({ page, context, request, isMobile }, testInfo) => {
    test.skip(!isMobile, 'The phone layout is under test.');
    await body({ page, context, request }, testInfo);
  });
}
