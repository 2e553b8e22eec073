import type { ServerManifest } from '@tanstack/router-core';
import {
  createRequestHandler,
  getSsrStatus,
  RouterServer,
  transformHtmlStringWithRouter,
} from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { type AppRouter, createAppRouter } from './router';
import { createQueryClient } from './shared/api/query-client';
import { hasSignedInCookie } from '@common/signed-in-cookie';

export { setApiTransport } from './shared/api/client';

export interface RenderPageOptions {
  /**
   * The page request: its URL (path and search) is the page to render; its `cookie` header only
   * tells whether someone is signed in (account pages send anonymous visitors to sign in).
   */
  request: Request;
  /** `https://host` the visitor reached: canonical and og URLs are built from it. */
  origin: string;
  /** The client build's assets: the entry script and the stylesheet (scripts/vite-router-manifest.ts). */
  manifest: ServerManifest;
  /** Render the document and the root route only: the service worker's offline shell. */
  shell?: boolean;
  /**
   * Written on every inline script and stylesheet of the page (the router's and the address
   * script): the server names exactly that code in the page's Content-Security-Policy.
   */
  nonce?: string;
}

/** A rendered page: its status and headers, and its HTML (`null` for a redirect or other non-HTML answer). */
export interface RenderedPage {
  status: number;
  headers: Headers;
  html: string | null;
}

/**
 * Renders a page of the route tree to HTML, as the browser will hydrate it: the route's loaders
 * fetch what the page shows (through the API transport the server set), its `head()` writes the
 * head tags, and the query data travels with the page. Nothing personal is rendered: the server
 * sends no visitor's cookies or tokens to the API, so a page is the same for every visitor. The
 * answer of a personal route (the account, the cart…) says `Cache-Control: private, no-store`.
 */
export async function renderPage({
  request,
  origin,
  manifest,
  shell = false,
  nonce,
}: RenderPageOptions): Promise<RenderedPage> {
  const signedIn = hasSignedInCookie(request.headers.get('cookie') ?? '');
  const render = async (pageRequest: Request) => {
    let pageRouter: AppRouter | undefined;
    let html: string | null = null;
    const queryClient = createQueryClient();
    try {
      const response = await createRequestHandler({
        request: pageRequest,
        createRouter: () =>
          (pageRouter = createAppRouter({
            queryClient,
            origin,
            isShell: shell,
            signedIn: () => signedIn,
            nonce,
          })),
        getRouterManifest: () => manifest,
      })(async ({ responseHeaders, router }) => {
        // What the router's renderRouterToString does, keeping the text: it would wrap the page in
        // a Response that the server reads back into a string (a fifth of a page's server time).
        html = await transformHtmlStringWithRouter(router, renderToString(<RouterServer router={router} />));
        return new Response(null, { status: getSsrStatus(router), headers: responseHeaders });
      });
      const headers = new Headers(response.headers);
      // The page's answer is one visitor's: the server keeps the mark (decision 019).
      if (pageRouter && isPersonal(pageRouter)) headers.set('cache-control', 'private, no-store');
      return { status: response.status, headers, html };
    } finally {
      // The page's data has been written into it: nothing may keep it (a query's garbage-collection
      // timer would hold this request's cache for the browser's week).
      queryClient.clear();
    }
  };

  const first = await render(request);
  const canonical = canonicalAddress(request, first);
  if (!canonical) return first;
  // The router's server load answers an address that is not in its full form (`/excursions/`
  // without its search defaults, which `validateSearch` fills in; `/login` without the slash) with a
  // redirect, before any loader runs and before anything renders. Rendering the full address
  // straight away saves the visitor that round trip; the page then writes it into the history.
  const page = await render(new Request(canonical, { headers: request.headers, signal: request.signal }));
  return withAddress(page, canonical.pathname + canonical.search, nonce);
}

/**
 * Whether the address is one of a personal route (`staticData.personal`): its page, or the
 * redirect or 404 its route answered, is one visitor's.
 */
function isPersonal(router: AppRouter): boolean {
  return router.matchRoutes(router.state.location).some((match) => match.staticData.personal);
}

/** The target of a redirect to the same page in its full form: search defaults, trailing slash. */
function canonicalAddress(request: Request, page: RenderedPage): URL | null {
  if (page.status < 300 || page.status >= 400) return null;
  const location = page.headers.get('location');
  if (!location) return null;
  const target = new URL(location, request.url);
  const current = new URL(request.url);
  const samePage = target.pathname === current.pathname || target.pathname === `${current.pathname}/`;
  return target.origin === current.origin && samePage ? target : null;
}

function withAddress(page: RenderedPage, href: string, nonce: string | undefined): RenderedPage {
  if (page.html === null) return page;
  // Runs before the app's scripts, so the router hydrates the address it was rendered for.
  const mark = nonce ? ` nonce="${nonce}"` : '';
  const script = `<script${mark}>history.replaceState(history.state,"",${JSON.stringify(href).replace(/</g, '\\u003c')})</script>`;
  return { ...page, html: page.html.replace('<head>', `<head>${script}`) };
}
