// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const getSession = vi.fn<() => Promise<{ sessionid: string }>>();
vi.mock('@/features/cart/api/get-session', () => ({ getSession }));

const { ensureSessionId, readSessionId, writeSessionId } = await import('@/features/cart/session-id');

// A Django backend owns the `sessionid` cookie (HttpOnly: the page cannot read it) and its keys are
// not hex; the page keeps its own copy and asks for a session only when it has none.
describe('the cart’s session id', () => {
  beforeEach(() => {
    localStorage.clear();
    getSession.mockReset();
  });

  it('is any opaque key the backend gives, kept on the device', () => {
    writeSessionId('q7w8e9r0t1y2u3i4o5p6a7s8d9f0g1h2');
    expect(readSessionId('')).toBe('q7w8e9r0t1y2u3i4o5p6a7s8d9f0g1h2');
    writeSessionId('not a key; really');
    expect(readSessionId('')).toBe('q7w8e9r0t1y2u3i4o5p6a7s8d9f0g1h2');
  });

  it('is read from a cookie the page can read when nothing is kept (an earlier visit)', () => {
    expect(readSessionId('a=1; sessionid=0123456789abcdef0123456789abcdef')).toBe(
      '0123456789abcdef0123456789abcdef',
    );
    expect(readSessionId('sessionid=..%2F..%2Fetc')).toBeNull();
  });

  it('is asked for once however many wait, and not again once kept', async () => {
    getSession.mockResolvedValue({ sessionid: 'kx2b1wc0b7w1o4m9y0pz3k8d0a1s2d3f' });
    const ids = await Promise.all([ensureSessionId(), ensureSessionId(), ensureSessionId()]);
    expect(new Set(ids)).toEqual(new Set(['kx2b1wc0b7w1o4m9y0pz3k8d0a1s2d3f']));
    await ensureSessionId();
    expect(getSession).toHaveBeenCalledTimes(1);
  });
});
