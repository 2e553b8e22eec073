import { describe, expect, it } from 'vitest';
import { notificationTarget, parsePushMessage, tripAnchor } from '@common/push/push-message';

// What the worker reads of a push (sw/push.ts) and where a click on its notification opens.

const ORIGIN = 'https://pskovtour.example';
const message = {
  web_push: 8030,
  notification: {
    title: 'Псковский кремль',
    body: 'Экскурсия перенесена: сб 12.12, 12:00 вместо 10:00',
    navigate: `${ORIGIN}/user/trips/#trip-3-excursion-5`,
    tag: 'trip-3:excursion:5',
    lang: 'ru',
    dir: 'ltr',
    silent: false,
  },
  mutable: true,
};

describe('a push message', () => {
  it('is read in the declarative format, and nothing else is', () => {
    expect(parsePushMessage(message)).toEqual(message);
    expect(parsePushMessage({ ...message, web_push: 8029 })).toBeNull();
    expect(parsePushMessage({ notification: message.notification })).toBeNull();
    expect(parsePushMessage({ ...message, notification: { ...message.notification, title: '' } })).toBeNull();
    expect(parsePushMessage('text')).toBeNull();
    expect(parsePushMessage(null)).toBeNull();
  });

  it('anchors a trip as its card does', () => {
    expect(tripAnchor('3:excursion:5')).toBe('trip-3-excursion-5');
  });
});

describe('a click on a notification', () => {
  it('opens the trip it names on this site, and the trips page for anything else', () => {
    expect(notificationTarget(message.notification.navigate, ORIGIN)).toBe(message.notification.navigate);
    expect(notificationTarget('/payment/7/?token=abc', ORIGIN)).toBe(`${ORIGIN}/payment/7/?token=abc`);
    expect(notificationTarget('https://evil.example/user/trips/', ORIGIN)).toBe(`${ORIGIN}/user/trips/`);
    expect(notificationTarget(undefined, ORIGIN)).toBe(`${ORIGIN}/user/trips/`);
    expect(notificationTarget('http://[bad', ORIGIN)).toBe(`${ORIGIN}/user/trips/`);
  });
});
