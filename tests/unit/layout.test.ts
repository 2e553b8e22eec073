import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/features/site/api/get-menus';
import { currentMenuUrl, hasPanel, headerMenuEntries, sectionOf } from '@/features/site/menu-panels';
import { officesFromConfig } from '@/features/site/offices';
import { socialLinks } from '@/features/site/socials';
import { counterGoalName, metrikaIds, parseGoals } from '@/shared/lib/analytics';
import { parseMetaTags } from '@/shared/lib/meta-tags';

const item = (url: string, children: MenuItem[] = []): MenuItem => ({
  title: url,
  type: 'page',
  url,
  target: '_self',
  children,
});
const banner = (id: number, link: string) => ({ id, title: `b${id}`, text: '', link, image: '' });

describe('header banners go to the menu section their link lies in', () => {
  const menu = [
    item('/excursions/', [item('/excursions/pskov/'), item('/excursions_old/')]),
    item('/tours/'),
    item('/hotels/'),
    item('/about/'),
    item('https://example.com/'),
  ];

  it('picks the longest matching item or child URL', () => {
    expect(sectionOf(menu, '/excursions/izborsk/x/')).toBe(0);
    expect(sectionOf(menu, '/excursions_old/arhiv/')).toBe(0);
    expect(sectionOf(menu, '/tours/vyhodnogo-dnya/')).toBe(1);
    expect(sectionOf(menu, '/hotels/staryj-pskov/?room_type=lux')).toBe(2);
  });

  it('leaves out banners that fit no item (other sites, the home page)', () => {
    expect(sectionOf(menu, '/podarochnyj-sertifikat/')).toBeNull();
    expect(sectionOf(menu, 'https://example.com/x/')).toBeNull();
    expect(sectionOf([item('/')], '/tours/')).toBeNull();
  });

  it('builds panels: children, banners, and the offices in the about item', () => {
    const entries = headerMenuEntries(menu, [banner(1, '/tours/a/'), banner(2, '/tours/b/')]);
    expect(entries[1]!.banners.map((b) => b.id)).toEqual([1, 2]);
    expect(entries[3]!.about).toBe(true);
    expect(hasPanel(entries[0]!, false)).toBe(true);
    expect(hasPanel(entries[1]!, false)).toBe(true);
    expect(hasPanel(entries[2]!, true)).toBe(false);
    expect(hasPanel(entries[3]!, true)).toBe(true);
    expect(hasPanel(entries[3]!, false)).toBe(false);
  });
});

describe('offices from the site config', () => {
  it('shows only the items that are set, and no office with nothing set', () => {
    const offices = officesFromConfig({
      OFFICE_PSKOV_ADDRESS_1: 'Псков, 1',
      OFFICE_PSKOV_ADDRESS_2: '',
      OFFICE_PSKOV_PHONE_1: '  ',
      OFFICE_PSKOV_PHONE_2: '+7 (911) 000-00-00',
      OFFICE_PSKOV_SCHEDULE: 'Пн–Пт',
    });
    expect(offices).toEqual([
      {
        key: 'PSKOV',
        title: 'Офис в Пскове',
        addresses: ['Псков, 1'],
        phones: ['+7 (911) 000-00-00'],
        email: null,
        schedule: 'Пн–Пт',
      },
    ]);
  });
});

describe('social links', () => {
  it('lists configured networks in order with their names, and drops unsafe links', () => {
    const links = socialLinks({
      SOCIALS_TG: 'https://t.me/x',
      SOCIALS_VK: 'https://vk.com/x',
      SOCIALS_VIBER: 'viber://chat?number=1',
      SOCIALS_WHATSAPP: 'javascript:alert(1)',
      SOCIALS_MAX: '',
    });
    expect(links.map((link) => [link.network, link.label])).toEqual([
      ['vk', 'ВКонтакте'],
      ['telegram', 'Telegram'],
      ['viber', 'Viber'],
    ]);
  });
});

describe('analytics', () => {
  it('maps goals through GOALS, falling back to our own names', () => {
    const goals = parseGoals('{"basket_add": "cart", "order": 5}');
    expect(counterGoalName('basket_add', goals)).toBe('cart');
    expect(counterGoalName('order', goals)).toBe('order');
    expect(parseGoals('not json')).toEqual({});
    expect(parseGoals('["a"]')).toEqual({});
    expect(parseGoals(undefined)).toEqual({});
  });

  it('finds the Yandex Metrika counters the code initialises', () => {
    const code =
      '<script>ym(12345678, "init", {clickmap:true}); ym(12345678, "init", {}); ym(42,\'init\')</script>';
    expect(metrikaIds(code)).toEqual([12345678, 42]);
    expect(metrikaIds('<script>gtag("config", "G-1")</script>')).toEqual([]);
  });
});

describe('META_TAGS', () => {
  it('keeps name/property + content of meta tags only', () => {
    expect(
      parseMetaTags(
        '<meta name="yandex-verification" content="a1"><META property=\'og:locale\' content=\'ru_RU\'/>' +
          '<meta http-equiv="refresh" content="0"><meta name="bad name" content="x"><link rel="x">',
      ),
    ).toEqual([
      { key: 'name', value: 'yandex-verification', content: 'a1' },
      { key: 'property', value: 'og:locale', content: 'ru_RU' },
    ]);
    expect(parseMetaTags('')).toEqual([]);
  });
});

describe('the current menu item', () => {
  const urls = ['/excursions/', '/tours/', '/about/', '/about/comments/', 'https://3d.example/'];

  it('is the one item whose address the page lies under, the most specific one', () => {
    expect(currentMenuUrl(urls, '/about/comments/')).toBe('/about/comments/');
    expect(currentMenuUrl(urls, '/about/')).toBe('/about/');
    expect(currentMenuUrl(urls, '/excursions/pskov-obzornye/')).toBe('/excursions/');
  });

  it('is none for a page outside the menu and never an outside link', () => {
    expect(currentMenuUrl(urls, '/cart/')).toBeNull();
    expect(currentMenuUrl([...urls, '/'], '/hotels/')).toBeNull();
    expect(currentMenuUrl(['https://3d.example/'], '/')).toBeNull();
  });
});
