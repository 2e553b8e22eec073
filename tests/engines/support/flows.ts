import { expect, test } from '@playwright/test';
import { startOwnServer, type OwnServer } from '../../e2e/support/own-server.ts';
import { readSavedCache } from '../../e2e/support/saved-cache-in-page.ts';
import { storedFeedback } from '../../e2e/support/stored-feedback.ts';
import { isHydrated, type Engine } from './engine.ts';
import { startHoldingProxy } from './holding-proxy.ts';
import { button, dialog, field, form, headerSearch, heading, link, path, shownNow } from './pages.ts';

const EXCURSION = 'pskov-obzornye/pskovskij-kreml';
const TOUR_PATH = '/tours/mnogodnevnye/pskov-i-novgorod/';
const UNSEEN_PATH = '/hotels/na-velikoj/';
const OFFLINE_BANNER = 'Нет соединения — показаны сохранённые данные';
const ENGINE_WAIT_MS = 20_000;

interface ExcursionDetail {
  title: string;
  events: Array<{ id: number; date: string; time: string; places_left: number }>;
}

/** The scripts a page's HTML loads up front. */
async function upFrontScripts(url: string): Promise<Set<string>> {
  const html = await (await fetch(url)).text();
  return new Set(html.match(/\/assets\/[^"]+\.js/g) ?? []);
}

/** `promise`, or a failure once `ms` have passed without it. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Not within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('.');

async function excursion(baseURL: string): Promise<ExcursionDetail> {
  const answer = await fetch(`${baseURL}/api/catalog/excursions/${EXCURSION}/`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as ExcursionDetail;
}

/**
 * The tourist's main path in one engine, one browser session for all of it (a first visit first):
 * flows, not layout. The engine is started once for the file; each step leaves the session where
 * the next one begins.
 */
export function engineFlows(name: string, start: () => Promise<Engine>): void {
  test.describe(name, () => flows(start));
}

function flows(start: () => Promise<Engine>): void {
  let engine: Engine;
  const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: ENGINE_WAIT_MS });
  const shown = (xpath: string) => poll(() => engine.run(shownNow, xpath)).toBe(true);
  const hydrated = () => poll(() => engine.run(isHydrated)).toBe(true);
  const noErrors = async () => expect(await engine.errors()).toEqual([]);
  /** Writes `message` in 'Написать нам' from the header and sends it. */
  const writeToUs = async (message: string) => {
    await engine.click(button('Написать', '//header'));
    const write = dialog('Написать нам');
    await engine.type(field('Ваше имя', write), 'Анна Смирнова');
    await engine.type(field('E-mail', write), 'anna.smirnova@example.com');
    await engine.type(field('Сообщение', write), message);
    await engine.click(field('Я согласен(на) на обработку персональных данных', write));
    await engine.click(button('Отправить', write));
  };
  // The worker precaches the whole app before it takes control: on a loaded machine, a while.
  const controlled = () =>
    expect
      .poll(() => engine.run(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 })
      .toBe(true);

  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    engine = await start();
  });
  test.afterAll(async () => {
    await engine?.close();
  });

  test('a first visit renders and hydrates; the worker takes control; an excursion opened by its address opens, not a reload of the page left', async ({
    baseURL,
  }) => {
    const { title } = await excursion(baseURL!);
    await engine.goto(`${baseURL}/tours/`);
    expect(engine.watchedFromStart()).toBe(true);
    await hydrated();
    await noErrors();
    // The worker registers once the page is idle (requestIdleCallback, or its stand-in in WebKit).
    await controlled();
    // At once, while the first visit's route chunks may still be loading: leaving aborts them.
    await engine.goto(`${baseURL}/excursions/${EXCURSION}/`);
    await hydrated();
    expect(await engine.run(path)).toBe(`/excursions/${EXCURSION}/`);
    expect(await engine.run(heading)).toBe(title);
    expect(await engine.run(() => sessionStorage.getItem('chunk-reload-at'))).toBeNull();
    expect(
      await engine.run(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
      ),
    ).toBe('navigate');
    await noErrors();
  });

  test('a page left while its code still loads does not send the visitor back: the address they went to opens', async ({
    baseURL,
  }) => {
    const { title } = await excursion(baseURL!);
    // The code a tour's page needs beyond what the list loaded: it will not arrive.
    const listCode = await upFrontScripts(`${baseURL}/tours/`);
    const tourCode = [...(await upFrontScripts(`${baseURL}${TOUR_PATH}`))].filter(
      (file) => !listCode.has(file),
    );
    expect(tourCode.length).toBeGreaterThan(0);
    // The site behind a proxy that holds it back; no worker, which would answer from its cache.
    const proxy = await startHoldingProxy(baseURL!, (requested) => requested === '/sw.js');
    try {
      const code = proxy.hold((requested) => tourCode.includes(requested));
      await engine.goto(`${proxy.origin}/tours/`);
      await hydrated();
      // A tour opens in the app and waits for its code. Then the visitor types another address.
      await engine.run(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      // The link's own handler, as a press reaches it: this test is about the app's navigation under
      // way, and WebKitGTK now and then lost the driver's synthetic press here (nothing followed).
      await test.step('the tour is pressed', () =>
        engine.run((href) => {
          document.querySelector<HTMLAnchorElement>(`main a.tour-card__link[href="${href}"]`)!.click();
        }, TOUR_PATH));
      await test.step('the tour asks for its code', () => within(code.firstHeld, ENGINE_WAIT_MS));
      code.stop();
      expect(await engine.run(() => 'sameDocument' in window)).toBe(true);
      await test.step('the excursion by its address', () =>
        engine.goto(`${proxy.origin}/excursions/${EXCURSION}/`));
      await hydrated();
      expect(await engine.run(path)).toBe(`/excursions/${EXCURSION}/`);
      expect(await engine.run(heading)).toBe(title);
      expect(await engine.run(() => sessionStorage.getItem('chunk-reload-at'))).toBeNull();
    } finally {
      // Off the proxy's site first: its pages' requests would fail as it closes.
      await test.step('off the proxy', () => engine.goto('about:blank'));
      await proxy.close();
    }
  });

  test('what the engine lacks has its stand-in: idle work, yielding, the install hint without an install offer', async ({
    baseURL,
  }) => {
    await engine.goto(`${baseURL}/`);
    await hydrated();
    const lacks = await engine.run(() => ({
      requestIdleCallback: !('requestIdleCallback' in window),
      schedulerYield: !(globalThis as { scheduler?: { yield?: unknown } }).scheduler?.yield,
      backgroundSync: !('SyncManager' in window),
      beforeinstallprompt: !('onbeforeinstallprompt' in window),
      storagePersist: !navigator.storage?.persist,
      iosSafari: /iPhone/.test(navigator.userAgent),
    }));
    test.info().annotations.push({
      type: 'lacks',
      description: Object.keys(lacks)
        .filter((feature) => feature !== 'iosSafari' && lacks[feature as keyof typeof lacks])
        .join(', '),
    });
    // Hydration yields between its steps (scheduler.yield or a timer); the worker registers once the
    // page is idle (requestIdleCallback or a timer after load): both have happened by now.
    await controlled();
    // No install offer: an iPhone's Safari is told how to add the app by hand; elsewhere nothing shows.
    expect(lacks.beforeinstallprompt).toBe(true);
    const hint = "//footer//*[contains(., 'нажмите «Поделиться», затем «На экран „Домой“»')]";
    if (lacks.iosSafari) await shown(hint);
    else expect(await engine.run(shownNow, hint)).toBe(false);
    expect(await engine.run(shownNow, button('Установить приложение'))).toBe(false);
    await noErrors();
  });

  test('search suggests as the visitor types, and a suggestion opens', async ({ baseURL }) => {
    const { title } = await excursion(baseURL!);
    await engine.goto(`${baseURL}/`);
    await hydrated();
    await engine.type(headerSearch, 'кремль');
    const suggestion = `//*[@role='listbox']//*[@role='option'][contains(., 'Псковский кремль')]`;
    await shown(suggestion);
    await engine.click(suggestion);
    await poll(() => engine.run(heading)).toBe(title);
  });

  test("an excursion goes into the cart; the order is placed with a phone typed as '8…'", async ({
    baseURL,
  }) => {
    const detail = await excursion(baseURL!);
    // Each engine books a date of its own: running side by side, they must not take each other's places.
    const roomy = detail.events.filter((candidate) => candidate.places_left >= 4);
    const event = roomy[engine.name === 'webkit' ? 0 : 1]!;
    await engine.goto(
      `${baseURL}/excursions/${EXCURSION}/?date_from=${event.date}&date_to=${event.date}&tourists=2`,
    );
    await hydrated();
    const booking = form('Расписание и запись');
    await engine.click(
      `${booking}//label[contains(., ${JSON.stringify(ddmmyyyy(event.date))}) and contains(., ${JSON.stringify(event.time)})]`,
    );
    await engine.click(button('Добавить в корзину', booking));
    await engine.click(link('В корзине', booking));
    await poll(() => engine.run(path)).toBe('/cart/');
    await shown(`//*[contains(@class, 'cart-entry')][contains(., ${JSON.stringify(detail.title)})]`);
    await engine.click(link('Оформить заказ'));
    await poll(() => engine.run(heading)).toBe('Оформление заказа');
    const buyer = form('Покупатель');
    await engine.type(field('Фамилия', buyer), 'Соколова');
    await engine.type(field('Имя', buyer), 'Ольга');
    await engine.type(field('E-mail', buyer), 'sokolova@example.com');
    // As Russians type it: the leading 8 stands for +7.
    await engine.type(field('Телефон', buyer), '89215550101');
    await poll(() =>
      engine.run(
        (xpath) =>
          (
            document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null)
              .singleNodeValue as HTMLInputElement
          ).value,
        field('Телефон', buyer),
      ),
    ).toBe('+7 (921) 555-01-01');
    await engine.click(field('Я согласен(на) на обработку персональных данных', buyer));
    await engine.click(button('Оформить заказ', buyer));
    const success = dialog('Ваш заказ успешно оформлен!');
    await shown(success);
    expect(
      await engine.run(
        (xpath) => document.evaluate(xpath, document, null, XPathResult.STRING_TYPE, null).stringValue,
        success,
      ),
    ).toContain('sokolova@example.com');
    await noErrors();
  });

  test("'Написать' sends a message", async ({ baseURL }) => {
    await engine.goto(`${baseURL}/`);
    await hydrated();
    await writeToUs(`Из ${engine.name}: есть ли места на субботу?`);
    await shown(dialog('Сообщение отправлено'));
    await engine.click(button('Понятно', dialog('Сообщение отправлено')));
    await noErrors();
  });

  test('a visitor signs in by password', async ({ baseURL }) => {
    await engine.goto(`${baseURL}/`);
    await hydrated();
    await engine.click(button('Войти', '//header'));
    const login = form('Вход по логину');
    await engine.type(field('E-mail', login), 'demo@pskovtour.example');
    await engine.type(field('Пароль', login), 'demo-pskov-2024');
    await engine.click(button('Войти', login));
    await poll(() => engine.run(shownNow, button('Войти', '//header'))).toBe(false);
    await noErrors();
  });

  test("'Мои поездки' offers 'Сообщать об изменениях'; where the engine cannot push, it says why and what to do", async ({
    baseURL,
  }) => {
    await engine.goto(`${baseURL}/user/trips/`);
    await hydrated();
    const read = () =>
      engine.run(() => {
        const input = document.querySelector<HTMLInputElement>('.push-switch__input');
        return {
          shown: input !== null,
          disabled: input?.disabled ?? true,
          said: document.querySelector('.push-switch__said')?.textContent ?? '',
          iphone: /iPhone/.test(navigator.userAgent),
          push: 'PushManager' in window && 'Notification' in window,
        };
      });
    await poll(async () => (await read()).shown).toBe(true);
    const { iphone, push } = await read();
    if (iphone) {
      // The session poses as an iPhone's Safari, not started from the home screen.
      await poll(async () => (await read()).said).toContain('«На экран «Домой»», откройте Псков Тур оттуда');
      expect((await read()).disabled).toBe(true);
    } else if (!push) {
      await poll(async () => (await read()).said).toContain('не умеет присылать уведомления');
    } else {
      // The switch can be used: what it sends is said beside it.
      await poll(async () => (await read()).disabled).toBe(false);
    }
    await shown("//*[contains(@class, 'push-switch__what')][contains(., 'накануне в 18:00 по Москве')]");
    await noErrors();
  });

  test.describe('with a server of its own, which goes away and comes back', () => {
    let server: OwnServer;
    let port: string;
    const database = `${process.env.E2E_DATABASE_PATH ?? '/tmp/engines'}-${Date.now()}.sqlite`;
    test.beforeAll(async () => {
      server = await startOwnServer({ DATABASE_PATH: database, DEMO_DEV_TOOLS: '1' });
      port = new URL(server.baseURL).port;
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test("a page seen once opens with the server gone; an unseen one says it is offline; 'Написать' waits and goes once the server is back", async () => {
      // Two worker installs' worth of waiting and a server restart: more than one flow's time.
      test.setTimeout(150_000);
      const origin = server.baseURL;
      await engine.goto(`${origin}${TOUR_PATH}`);
      await hydrated();
      await controlled();
      const title = (await engine.run(heading))!;
      await poll(async () => (await engine.run(readSavedCache)).queryKeys).toContainEqual(
        expect.stringContaining('pskov-i-novgorod'),
      );
      // Kept for offline whether or not the engine lets the site ask for persistent storage.
      await engine.click(button('Сохранить для офлайна'));
      await shown("//*[starts-with(normalize-space(.), 'Сохранено для офлайна ·')]");

      await server.stop();
      await engine.goto(`${origin}${TOUR_PATH}`);
      await poll(() => engine.run(heading)).toBe(title);
      await hydrated();
      await shown(`//*[@role='status'][contains(., ${JSON.stringify(OFFLINE_BANNER)})]`);

      await engine.goto(`${origin}${UNSEEN_PATH}`);
      await poll(() => engine.run(heading)).toBe('Нет соединения');
      await hydrated();

      // Queued while the server is gone; no Background Sync here: the outbox's own retries deliver.
      const message = `Без сети из ${engine.name}: ${Date.now()}`;
      await writeToUs(message);
      await shown(`//button[contains(@aria-label, 'ждёт отправки')]`);
      server = await startOwnServer({ DATABASE_PATH: database, DEMO_DEV_TOOLS: '1', PORT: port });
      await expect.poll(() => storedFeedback(database, message).length, { timeout: 40_000 }).toBe(1);
      await poll(() => engine.run(shownNow, `//button[contains(@aria-label, 'ждёт отправки')]`)).toBe(false);
    });
  });
}
