import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecureCookies } from '../../server/secure-cookies.ts';

describe('cookies over https', () => {
  it('are Secure, those the cookie plugin writes in a plugin of its own included; over http they are left alone', async () => {
    const app = Fastify({ trustProxy: true });
    registerSecureCookies(app);
    await app.register(async (api) => {
      await api.register(fastifyCookie);
      api.get('/set/', async (_request, reply) =>
        reply.setCookie('token', 't', { path: '/', httpOnly: true }).header('set-cookie', 'raw=1').send('ok'),
      );
    });
    const overHttps = await app.inject({ url: '/set/', headers: { 'x-forwarded-proto': 'https' } });
    const cookies = [overHttps.headers['set-cookie']].flat();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure$/);
    const overHttp = await app.inject('/set/');
    for (const cookie of [overHttp.headers['set-cookie']].flat()) expect(cookie).not.toMatch(/Secure/);
    await app.close();
  });
});

describe('an answer that sets a cookie', () => {
  it('is kept by no cache, whatever it said; one that is already no-store keeps its own header', async () => {
    const app = Fastify();
    registerSecureCookies(app);
    await app.register(fastifyCookie);
    app.get('/public/', async (_request, reply) =>
      reply.header('cache-control', 'public, s-maxage=60').setCookie('csrftoken', 'x').send('ok'),
    );
    app.get('/own/', async (_request, reply) =>
      reply.header('cache-control', 'no-store').setCookie('sessionid', 'y').send('ok'),
    );
    app.get('/none/', async (_request, reply) =>
      reply.header('cache-control', 'public, s-maxage=60').send('ok'),
    );
    expect((await app.inject('/public/')).headers['cache-control']).toBe('private, no-store');
    expect((await app.inject('/own/')).headers['cache-control']).toBe('no-store');
    expect((await app.inject('/none/')).headers['cache-control']).toBe('public, s-maxage=60');
    await app.close();
  });
});
