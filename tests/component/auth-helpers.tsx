import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { authFlowState } from '@/features/auth/state';
import { sessionState } from '@/shared/session/session-state';
import { dialogsState, type DialogName } from '@/shared/state/dialogs';
import { toastsState } from '@/shared/state/toasts';
import { DialogHost } from '@/shared/ui/DialogHost';

/** What the fake backend answers to one call: a status and a JSON body, as the demo backend does. */
export interface FakeAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

type Handler = (body: unknown) => FakeAnswer | Promise<FakeAnswer>;

const handlers = new Map<string, Handler>();

/**
 * A stand-in for the app's openapi-fetch client (`api` of '@/shared/api/client'), the network
 * boundary of these tests. A test file puts it in place with
 *
 *   vi.mock('@/shared/api/client', async (importOriginal) => ({
 *     ...(await importOriginal<typeof import('@/shared/api/client')>()),
 *     api: (await import('./auth-helpers')).fakeApi,
 *   }));
 *
 * so that the real `unwrap` still turns the answers into `ApiError`s (details, translations,
 * Retry-After). A handler that throws is a call that got no answer (no network).
 */
export const fakeApi = {
  calls: [] as Array<{ path: string; body: unknown }>,
  async POST(path: string, init?: { body?: unknown }) {
    const body = init?.body;
    fakeApi.calls.push({ path, body });
    const handler = handlers.get(path);
    if (!handler) throw new Error(`The fake backend has no answer for POST ${path}`);
    const answer = await handler(body);
    const response = new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
    return answer.status >= 200 && answer.status < 300
      ? { data: answer.body, response }
      : { error: answer.body, response };
  },
};

/** The fake backend's answer to `POST path` from now on. */
export function answer(path: string, handler: Handler): void {
  handlers.set(path, handler);
}

/** The bodies sent to `path`, in order. */
export const sentTo = (path: string): unknown[] =>
  fakeApi.calls.filter((call) => call.path === path).map((call) => call.body);

/** A call that is answered only when the test says so. */
export function held(): { handler: Handler; release: (answer: FakeAnswer) => void } {
  let release: (answer: FakeAnswer) => void = () => undefined;
  const pending = new Promise<FakeAnswer>((resolve) => {
    release = resolve;
  });
  return { handler: () => pending, release };
}

// Loaded when first shown, as the app's root does: this file must not import the API client, which
// the test files replace with `fakeApi` from here.
const DIALOGS = {
  auth: lazy(() => import('@/features/auth/AuthDialog').then((module) => ({ default: module.AuthDialog }))),
  code: lazy(() => import('@/features/auth/CodeDialog').then((module) => ({ default: module.CodeDialog }))),
};

/** The sign-in and code dialogs as the app's dialog host shows them (the one `dialogsState` names), once shown. */
export async function renderAuthDialogs(open: DialogName): Promise<HTMLElement> {
  dialogsState.open = open;
  render(<DialogHost dialogs={DIALOGS} />);
  return screen.findByRole('dialog');
}

/** Back to a visitor with no dialog open, no answers set and no session (run after each test). */
export function resetAuth(): void {
  handlers.clear();
  fakeApi.calls.length = 0;
  dialogsState.open = null;
  Object.assign(authFlowState, { loginEmail: '', codeEmail: '', resendAt: 0, restoreEmail: '' });
  toastsState.items.splice(0);
  sessionState.signedIn = false;
}
