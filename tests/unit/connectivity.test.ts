import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportNetworkFailure } from '@/shared/api/connectivity';

describe('a call that got no answer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is checked at once: a call cut when the network went away does not keep the app offline', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    reportNetworkFailure();
    expect(onlineManager.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledWith('/api/configs/', { method: 'HEAD', cache: 'no-store' });
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('without a network keeps the app offline, and tries again every 3 s until an answer comes', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    reportNetworkFailure();
    reportNetworkFailure();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(onlineManager.isOnline()).toBe(false);
    fetch.mockResolvedValue(new Response(null, { status: 200 }));
    await vi.advanceTimersByTimeAsync(3000);
    expect(onlineManager.isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(9000);
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
