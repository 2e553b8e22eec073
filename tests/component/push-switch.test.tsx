import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushSwitch } from '@/shared/push/PushSwitch';

/**
 * The switch against the browser's push API as each browser has it (jsdom has none: it is given
 * here, the boundary the component talks to). The server's part is tests/server/push.test.ts.
 */

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

interface Browser {
  permission: NotificationPermission;
  answer: NotificationPermission;
  subscription: { endpoint: string; toJSON(): object; unsubscribe(): Promise<boolean> } | null;
}

let browser: Browser;
let calls: Array<{ url: string; method: string; body?: unknown }>;

const pretendUserAgent = (userAgent: string) =>
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);

function giveBrowserPush({ userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140 Safari/537.36' } = {}) {
  pretendUserAgent(userAgent);
  const pushManager = {
    getSubscription: () => Promise.resolve(browser.subscription),
    subscribe: vi.fn(() => {
      browser.subscription = {
        endpoint: ENDPOINT,
        toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } }),
        unsubscribe: () => {
          browser.subscription = null;
          return Promise.resolve(true);
        },
      };
      return Promise.resolve(browser.subscription);
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve({ pushManager }) },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission: () => Promise.resolve((browser.permission = browser.answer)),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      if (url === '/push/key/')
        return Promise.resolve(new Response(JSON.stringify({ public_key: KEY }), { status: 200 }));
      return Promise.resolve(
        new Response(init?.method === 'DELETE' ? null : '{"subscribed":true}', {
          status: init?.method === 'DELETE' ? 204 : 201,
        }),
      );
    }),
  );
  return pushManager;
}

beforeEach(() => {
  browser = { permission: 'default', answer: 'granted', subscription: null };
  calls = [];
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('Сообщать об изменениях', () => {
  it('asks the permission only on the tap, subscribes with the server’s key, and turns off in the same place', async () => {
    const pushManager = giveBrowserPush();
    render(<PushSwitch />);
    const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: 'Сообщать об изменениях' });
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
    expect(
      document.getElementById(toggle.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent,
    ).toMatch(/изменятся дата, время или место сбора/);
    expect(pushManager.subscribe).not.toHaveBeenCalled();

    await userEvent.click(toggle);
    expect((await screen.findByRole('status')).textContent).toMatch(
      'Уведомления включены на этом устройстве.',
    );
    expect(toggle.checked).toBe(true);
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(calls.at(-1)).toEqual({
      url: '/push/subscriptions/',
      method: 'POST',
      body: { subscription: { endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } } },
    });

    await userEvent.click(toggle);
    await screen.findByText('Уведомления выключены.');
    expect(toggle.checked).toBe(false);
    expect(calls.at(-1)).toEqual({
      url: '/push/subscriptions/',
      method: 'DELETE',
      body: { endpoint: ENDPOINT },
    });
    expect(browser.subscription).toBeNull();
  });

  it('gives a guest’s order with the subscription', async () => {
    giveBrowserPush();
    render(<PushSwitch order={{ id: 7, token: 'secret' }} />);
    const toggle = await screen.findByRole<HTMLInputElement>('switch');
    await waitFor(() => expect(toggle.disabled).toBe(false));
    await userEvent.click(toggle);
    await screen.findByText('Уведомления включены на этом устройстве.');
    expect(calls.at(-1)?.body).toMatchObject({ order: { id: 7, token: 'secret' } });
  });

  it('says what to do when the tourist refuses the permission, and stays off', async () => {
    giveBrowserPush();
    browser.answer = 'denied';
    render(<PushSwitch />);
    const toggle = await screen.findByRole<HTMLInputElement>('switch');
    await waitFor(() => expect(toggle.disabled).toBe(false));
    await userEvent.click(toggle);
    expect((await screen.findByRole('status')).textContent).toMatch(/запрещены в настройках браузера/);
    expect(toggle.checked).toBe(false);
    expect(toggle.disabled).toBe(true);
  });

  it('on an iPhone outside the home-screen app, says to add it there first', async () => {
    giveBrowserPush({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1',
    });
    render(<PushSwitch />);
    expect((await screen.findByRole('status')).textContent).toMatch(
      /«На экран «Домой»», откройте Псков Тур оттуда/,
    );
    expect(screen.getByRole<HTMLInputElement>('switch').disabled).toBe(true);
  });

  it('in a browser without Web Push, says so and nothing else changes', async () => {
    pretendUserAgent('Mozilla/5.0 (X11; Linux x86_64) OldBrowser/1');
    render(<PushSwitch />);
    expect((await screen.findByRole('status')).textContent).toMatch(/не умеет присылать уведомления/);
    expect(screen.getByRole<HTMLInputElement>('switch').disabled).toBe(true);
  });
});
