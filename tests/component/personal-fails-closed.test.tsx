import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileMenu } from '@/features/auth/ProfileMenu';
import { useSessionEffects } from '@/features/auth/use-session-effects';
import { callKey } from '@/shared/api/call-key';
import { api, unwrap } from '@/shared/api/client';
import { keepQueryCacheInIndexedDb } from '@/shared/api/persisted-cache';
import { configsQueryOptions } from '@/shared/api/site-config';
import { currentUserQueryOptions } from '@/shared/api/user/get-current-user';
import { sessionState } from '@/shared/session/session-state';
import { json, renderInRouter, stubFetch } from './router-helpers';

/** What IndexedDB would hold: the persister writes here instead. */
const device: { client?: PersistedClient } = {};
vi.mock('@/shared/api/persister', () => ({
  createIdbPersister: () => ({
    persistClient: (client: PersistedClient) => {
      device.client = client;
    },
    restoreClient: () => device.client,
    removeClient: () => {
      delete device.client;
    },
  }),
}));

// Fixtures: personal queries the app does not have yet, which nobody lists anywhere as personal.
/** A new query of the account, keyed as every query is, by a contract path outside the public sections. */
const coursesQueryOptions = () =>
  queryOptions({
    queryKey: callKey('/api/user/courses/'),
    queryFn: () => unwrap(api.GET('/api/user/courses/')),
  });
/** One keyed by hand with a noun, as the lint rule forbids in src/: it is not kept either. */
const ordersByNounQueryOptions = () =>
  queryOptions({ queryKey: ['orders'], queryFn: () => Promise.resolve([{ id: 7, total: '1500.00' }]) });

const keysOnDevice = () => (device.client?.clientState.queries ?? []).map((query) => query.queryKey);
const has = (client: QueryClient, key: readonly unknown[]) => client.getQueryData(key) !== undefined;

function SignedInHeader() {
  useSessionEffects();
  return <ProfileMenu />;
}

beforeEach(() => {
  vi.stubGlobal('__BUILD_ID__', 'test');
  delete device.client;
  stubFetch((request, url) => {
    if (url.pathname === '/api/user/courses/') return json([{ id: 1, title: 'Курс экскурсовода' }]);
    if (request.method === 'POST' && url.pathname === '/api/auth/logout/') return json({});
  });
  sessionState.signedIn = true;
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionState.signedIn = false;
});

describe('a new personal query that nobody listed', () => {
  it('is never written to the device and is gone after «Выйти», while the public answers stay', async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity } },
    });
    await keepQueryCacheInIndexedDb(queryClient);
    queryClient.setQueryData(configsQueryOptions().queryKey, { SITE_NAME: 'Псковтур' });
    queryClient.setQueryData(currentUserQueryOptions().queryKey, {
      id: 1,
      first_name: 'Мария',
      last_name: 'Петрова',
      email: 'maria@example.com',
    } as never);
    await queryClient.fetchQuery(coursesQueryOptions());
    await queryClient.fetchQuery(ordersByNounQueryOptions());

    // Every change is written: the last write has the site config, and nothing of the account.
    await waitFor(() => expect(keysOnDevice()).toContainEqual(configsQueryOptions().queryKey));
    expect(keysOnDevice()).toEqual([configsQueryOptions().queryKey]);

    const user = userEvent.setup();
    renderInRouter(<SignedInHeader />, { queryClient });
    await user.click(await screen.findByRole('button', { name: 'Мария Петрова' }));
    await user.click(screen.getByRole('button', { name: 'Выйти' }));

    await waitFor(() => expect(has(queryClient, coursesQueryOptions().queryKey)).toBe(false));
    expect(has(queryClient, ordersByNounQueryOptions().queryKey)).toBe(false);
    expect(has(queryClient, currentUserQueryOptions().queryKey)).toBe(false);
    expect(has(queryClient, configsQueryOptions().queryKey)).toBe(true);
    expect(keysOnDevice()).toEqual([configsQueryOptions().queryKey]);
  });
});
