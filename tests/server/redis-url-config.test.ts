import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';

describe('REDIS_URL', () => {
  it('unset, each process keeps its refreshes in its own memory', () => {
    expect(readConfig({}).redisUrl).toBeUndefined();
    expect(readConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
  });

  it('takes a redis:// or rediss:// URL as it is', () => {
    expect(readConfig({ REDIS_URL: 'redis://127.0.0.1:6379/0' }).redisUrl).toBe('redis://127.0.0.1:6379/0');
    expect(readConfig({ REDIS_URL: 'rediss://:secret@redis.internal:6380/2' }).redisUrl).toBe(
      'rediss://:secret@redis.internal:6380/2',
    );
  });

  it('refuses anything else, without repeating a password it may hold', () => {
    expect(() => readConfig({ REDIS_URL: 'http://:secret@redis.internal' })).toThrow(
      'REDIS_URL must be a redis:// or rediss:// URL, got "http://redis.internal"',
    );
    expect(() => readConfig({ REDIS_URL: 'secret@redis' })).toThrow(/^REDIS_URL must be a redis:\/\/ or/);
    expect(() => readConfig({ REDIS_URL: 'secret@redis' })).not.toThrow(/secret/);
  });
});
