import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  parseSearchWith,
  RouterProvider,
  stringifySearchWith,
  type AnyRoute,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { RouterContext } from '@/routes/__root';

/**
 * The pieces a page needs around it in jsdom: a query client, and a router in memory (links,
 * `useSearch`, a route's `validateSearch` and loader) configured as the app's (src/router.tsx):
 * trailing slashes, search values kept as the address's strings.
 */

/** A query client that does not retry: a test's failure is answered once. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });

const writeSearch = stringifySearchWith(JSON.stringify);

function memoryRouter(routeTree: AnyRoute, path: string, queryClient: QueryClient) {
  // jsdom has no layout: the router's (and a form's) scroll to the top does nothing.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const context: RouterContext = {
    queryClient,
    origin: 'http://localhost:3000',
    session: { signedIn: () => false },
  };
  return createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context,
    trailingSlash: 'always',
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: (search) => writeSearch(search).replace(/=(?=&|$)/g, ''),
  });
}

function renderRouter(router: ReturnType<typeof memoryRouter>, queryClient: QueryClient) {
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders `ui` inside a router at `path` (for components with links), and a query client. */
export function renderInRouter(
  ui: ReactNode,
  { path = '/', queryClient = testQueryClient() }: { path?: string; queryClient?: QueryClient } = {},
) {
  const root = createRootRouteWithContext<RouterContext>()({ component: () => ui });
  const anyPath = createRoute({ getParentRoute: () => root, path: '$', component: () => null });
  return renderRouter(memoryRouter(root.addChildren([anyPath]), path, queryClient), queryClient);
}

/**
 * Mounts one of the app's own file routes (its `validateSearch`, loader and page component) at its
 * path under a bare root, and opens `url` there: a page as a shared link opens it, without the
 * site's frame.
 */
export function renderRoute(
  route: AnyRoute,
  url: string,
  { queryClient = testQueryClient() }: { queryClient?: QueryClient } = {},
) {
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const path = new URL(url, 'http://localhost').pathname;
  // As src/routeTree.gen.ts attaches it, under this test's root.
  route.update({ id: path, path, getParentRoute: () => root } as never);
  return renderRouter(memoryRouter(root.addChildren([route]), url, queryClient), queryClient);
}

/** A JSON answer as the backend sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers a request, or leaves it to the default (404). */
export type FakeBackend = (
  request: Request,
  url: URL,
) => Response | undefined | Promise<Response | undefined>;

/**
 * Stubs the global `fetch` (the app's transport) with `backend`; what it leaves unanswered is a
 * 404 as the contract words it. Returns the mock, whose calls are the requests sent.
 */
export function stubFetch(backend: FakeBackend) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
    // Node's multipart parser takes only its own File, not jsdom's: the backend reads the form sent.
    const sent = init?.body;
    if (sent instanceof FormData) request.formData = () => Promise.resolve(sent);
    return (await backend(request, new URL(request.url))) ?? json({ detail: 'Не найдено.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests `fetch` was called with, as URLs. */
export const requestedUrls = (fetchMock: ReturnType<typeof stubFetch>): URL[] =>
  fetchMock.mock.calls.map(
    ([input]) => new URL(input instanceof Request ? input.url : String(input), location.href),
  );
