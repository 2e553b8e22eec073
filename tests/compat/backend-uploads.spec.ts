import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';

// Files anyone with the backend's admin could upload, served by the reference Django backend
// (DEBUG off, `django.views.static.serve` under /media/) and opened through the storefront, where
// the server adds the signed-in visitor's token to same-origin calls (decision 032).

const BACKEND = `http://127.0.0.1:${process.env.COMPAT_BACKEND_PORT}`;
/** The reference backend's MEDIA_ROOT: `media` next to its database (tests/compat/django/agency/settings.py). */
const UPLOADS = join(dirname(process.env.COMPAT_DB!), 'media', 'uploads');

/** What an upload's script does, had it run: renames the document and asks for the visitor's data. */
const SCRIPT = "document.title = 'ran'; fetch('/api/user/?upload=' + location.pathname)";
const FILES: Record<string, string> = {
  'upload.html': `<!doctype html><html lang="en"><head><title>upload</title></head><body><h1>upload</h1><script>${SCRIPT}</script></body></html>`,
  'upload.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><title>upload</title><rect width="40" height="30" fill="teal"/><script>${SCRIPT}</script></svg>`,
};

/** The calls an upload's script made, from any page of the context. */
function scriptCalls(context: BrowserContext): string[] {
  const calls: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).searchParams.has('upload')) calls.push(request.url());
  });
  return calls;
}

test.beforeAll(() => {
  mkdirSync(UPLOADS, { recursive: true });
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(UPLOADS, name), text);
});

test.describe('files the backend serves cannot run as the storefront', () => {
  test('an uploaded HTML or SVG file opened through the storefront is a download, and its script does not run', async ({
    page,
  }) => {
    const calls = scriptCalls(page.context());
    for (const name of Object.keys(FILES)) {
      const download = page.waitForEvent('download');
      // Chromium ends the navigation of a download with an error.
      await page.goto(`/media/uploads/${name}`).catch(() => null);
      expect((await download).suggestedFilename()).toBe(name);
    }
    expect(calls).toEqual([]);
    // The same files at the backend's own address, which nothing sandboxes, do run their script.
    for (const name of Object.keys(FILES)) {
      await page.goto(`${BACKEND}/media/uploads/${name}`);
      await expect(page).toHaveTitle('ran');
    }
    expect(calls.map((url) => new URL(url).origin)).toEqual([BACKEND, BACKEND]);
  });

  test('where a browser showed the file instead, the sandbox alone keeps its script from running', async ({
    page,
  }) => {
    const calls = scriptCalls(page.context());
    // The storefront's own answer, its policy included, without `Content-Disposition: attachment`.
    await page.route(
      (url) => url.pathname.startsWith('/media/uploads/'),
      async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        expect(headers['content-security-policy']).toBe("sandbox; default-src 'none'");
        delete headers['content-disposition'];
        await route.fulfill({ response, headers });
      },
    );
    await page.goto('/media/uploads/upload.html');
    await expect(page.getByRole('heading', { name: 'upload' })).toBeVisible();
    await expect(page).toHaveTitle('upload');
    await page.goto('/media/uploads/upload.svg');
    await expect(page.locator('rect')).toBeVisible();
    await expect(page).toHaveTitle('upload');
    expect(calls).toEqual([]);
  });

  test('an uploaded SVG still shows as a picture in the storefront’s pages', async ({ page }) => {
    const calls = scriptCalls(page.context());
    await page.goto('/about/policy/');
    const width = await page.evaluate(async () => {
      const picture = new Image();
      picture.src = '/media/uploads/upload.svg';
      await picture.decode();
      return picture.naturalWidth;
    });
    expect(width).toBe(40);
    expect(calls).toEqual([]);
  });
});
