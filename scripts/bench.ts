/**
 * `npm run bench`: builds, starts the real server on a free port with a throwaway database and
 * prints one line per figure — first-load JS, CSS and HTML (and the hydration data in it) of the
 * home page, the excursion, hotel and tour lists, an excursion and a tour page and a content page
 * (gzip, brotli), the server's render time of each (p50 and p95, one and ten requests at a time),
 * the largest chunk, the precache size;
 * the server's requests per second for the home page, the excursion list at its full address, an
 * excursion and a content page, uncached, against the API call each page is built on, then the
 * same pages behind nginx's `proxy_cache` (docs/nginx-proxy-cache.conf, when Debian's nginx is
 * installed) with the X-Cache-Status of the second answer (scripts/bench-load.ts,
 * scripts/bench-nginx.ts; BENCH_CONNECTIONS clients, 10, for BENCH_SECONDS, 5);
 * the server's resident memory after its first answer and after 2,000 page renders;
 * offline figures (scripts/bench-offline.ts); the repeat visit of the home page and the excursion
 * list with the service worker in control: bytes over the network, JavaScript the worker serves,
 * time to `load` at 4× CPU (scripts/bench-repeat-visit.ts); and Lighthouse mobile figures
 * (median of BENCH_RUNS runs; its TBT at the 4× CPU slowdown it simulates)
 * for all of them but the content page.
 * Not part of `npm test`: figures, not pass/fail.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { closedLoop, getOnce, residentMemory } from './bench-load.ts';
import { freePort } from './free-port.ts';
import { type RunningNginx, startNginx } from './nginx.ts';
import { resolveNginx } from './service-paths.ts';
import { offlineFigures } from './bench-offline.ts';
import { CPU_SLOWDOWN, repeatVisitFigures } from './bench-repeat-visit.ts';
import { CHROMIUM_ARGS, resolveChromium } from './chromium-path.ts';
import { runAgainst } from './bench-ab.ts';
import { lighthouse } from './bench-lighthouse.ts';
import { BENCH_PAGES, lighthouseWorthy } from './bench-pages.ts';
import { waitFor } from './bench-server.ts';
import { stopChild } from './stop-child.ts';
import { type PageTrace, traceOnce } from './bench-trace.ts';
import { spread } from './bench-verdict.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');
const KB = 1024;

const gzipBytes = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const brotliBytes = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / KB / KB).toFixed(0)} MB`;
/** The server load: BENCH_CONNECTIONS clients in a closed loop for BENCH_SECONDS each run. */
const CONNECTIONS = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 10));
const LOAD_SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS ?? 5));
const RENDERS = 2000;

function line(name: string, value: string): void {
  console.log(`${name.padEnd(72)} ${value}`);
}

async function firstLoad(baseUrl: string, path: string, executablePath: string) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === baseUrl && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
  });
  const document = await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  const finalUrl = page.url();
  // The page's HTML carries the stylesheet and the data the browser hydrates with (decision 010).
  const html = Buffer.from((await document?.body()) ?? '');
  const text = html.toString('utf8');
  const inlineCss = Buffer.from(
    [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join(''),
  );
  const hydrationData = Buffer.from(
    [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1]!)
      .filter((script) => script.includes('$_TSR'))
      .join(''),
  );
  await browser.close();
  const totals = {
    finalUrl,
    js: { gzip: 0, br: 0, count: 0 },
    css: {
      gzip: inlineCss.length ? gzipBytes(inlineCss) : 0,
      br: inlineCss.length ? brotliBytes(inlineCss) : 0,
      count: 0,
    },
    html: { gzip: gzipBytes(html), br: brotliBytes(html) },
    hydrationData: { raw: hydrationData.length, gzip: gzipBytes(hydrationData) },
  };
  for (const file of files) {
    const body = readFileSync(join(DIST, file));
    const bucket = file.endsWith('.js') ? totals.js : totals.css;
    bucket.gzip += gzipBytes(body);
    bucket.br += brotliBytes(body);
    bucket.count += 1;
  }
  return totals;
}

/** Each page's address as the app writes it once loaded (a list adds its search to the address). */
async function fullAddresses(baseUrl: string, paths: readonly string[], executablePath: string) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    const addresses: string[] = [];
    for (const path of paths) {
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      addresses.push(page.url());
    }
    return addresses;
  } finally {
    await browser.close();
  }
}

/**
 * The API call a page's list or detail is built from, as the server's render makes it: the home
 * page's excursion groups, the excursion list's groups with the list's search, the excursion with
 * its search, the content page.
 */
function apiCallOf(label: string, address: string): string {
  const url = new URL(address);
  const search = url.searchParams;
  const listed = new URLSearchParams({ ...Object.fromEntries(search), page_size: '100' });
  if (label === 'home') return `${url.origin}/api/main/group_excursions/?page_size=100`;
  if (label === 'catalogue') return `${url.origin}/api/catalog/group_excursions/?${listed.toString()}`;
  if (label === 'detail') {
    const path = url.pathname.replace(/^\/excursions\//, '');
    return `${url.origin}/api/catalog/excursions/${path}?${search.toString()}`;
  }
  return `${url.origin}/api/pages${url.pathname}`;
}

/** Milliseconds from request to the whole HTML, `concurrency` requests at a time. */
async function renderTimes(url: string, concurrency: number, total = 30) {
  const times: number[] = [];
  for (let sent = 0; sent < total; sent += concurrency) {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        const start = performance.now();
        await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
        times.push(performance.now() - start);
      }),
    );
  }
  const sorted = times.sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

async function largestChunk() {
  let largest = { name: '', gzip: 0 };
  for (const name of await readdir(join(DIST, 'assets'))) {
    if (!name.endsWith('.js')) continue;
    const size = gzipBytes(readFileSync(join(DIST, 'assets', name)));
    if (size > largest.gzip) largest = { name, gzip: size };
  }
  return largest;
}

/** Entries and bytes of the precache; the offline shell (`/index.html`) is rendered by the server. */
function precacheSize() {
  const worker = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  const files = urls.map((url) => join(DIST, url)).filter((path) => existsSync(path));
  const bytes = files.reduce((sum, path) => sum + statSync(path).size, 0);
  return { count: urls.length, bytes };
}

if (process.argv.includes('--against')) {
  await runAgainst(process.argv);
  process.exit(0);
}

const executablePath = resolveChromium();
if (!executablePath) throw new Error('No Chromium: run "npm run test:e2e" once or set CHROMIUM_PATH.');

if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' }).status !== 0) {
  throw new Error('Build failed');
}
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const databaseDir = mkdtempSync(join(tmpdir(), 'bench-'));
// Node itself, not npx, so that the child's PID is the server's (its memory is read by PID).
/** The server as `npm start` runs it: its node flags and the compiled entry. */
const REPLICA_FLAGS = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(' ')
  .slice(1);
const serverEnv = { ...process.env, DATABASE_PATH: join(databaseDir, 'bench.sqlite'), API_URL: '' };
const server = spawn(process.execPath, REPLICA_FLAGS, {
  cwd: ROOT,
  env: { ...serverEnv, PORT: String(port) },
  stdio: 'ignore',
});

let nginx: RunningNginx | null = null;
let secondReplica: ChildProcess | null = null;
try {
  await waitFor(`${baseUrl}/api/configs/`);
  const memoryAtStart = residentMemory(server.pid!);
  // The pages whose loading is measured, by label: first loads and traces all, Lighthouse all but
  // the content page and the order form.
  const pages = BENCH_PAGES;
  const detailPath = pages[2][1];
  const cataloguePath = pages[1][1];

  // The server's own figures are for these pages, at the addresses the app gives them.
  const serverPages = [
    ['home', '/'],
    ['catalogue', '/excursions/'],
    ['detail', detailPath],
    ['content', '/about/policy/'],
  ] as const;
  const addresses = await fullAddresses(
    baseUrl,
    serverPages.map(([, path]) => path),
    executablePath,
  );
  // Memory first, on a server that has rendered only these pages once: 2,000 renders of them in turn.
  const renders = await closedLoop(addresses, { connections: CONNECTIONS, requests: RENDERS });
  const memoryAfterRenders = residentMemory(server.pid!);
  for (const [label, path] of pages) {
    const totals = await firstLoad(baseUrl, path, executablePath);
    line(
      `first-load JS ${label} (${path}), ${totals.js.count} files`,
      `${kb(totals.js.gzip)} gzip, ${kb(totals.js.br)} br`,
    );
    line(
      `first-load CSS ${label} (${path}), inline + ${totals.css.count} files`,
      `${kb(totals.css.gzip)} gzip, ${kb(totals.css.br)} br`,
    );
    line(
      `HTML ${label} (${path}), with stylesheet and hydration data`,
      `${kb(totals.html.gzip)} gzip, ${kb(totals.html.br)} br`,
    );
    line(
      `hydration data ${label} (${path})`,
      `${kb(totals.hydrationData.raw)} raw, ${kb(totals.hydrationData.gzip)} gzip`,
    );
    // The address in its full form, so the figure is the render and not a canonicalisation.
    const full = new URL(totals.finalUrl);
    for (const concurrency of [1, 10]) {
      const times = await renderTimes(full.href, concurrency);
      line(
        `server render ${label} (${path}), ${concurrency} at a time`,
        `p50 ${times.p50.toFixed(0)} ms, p95 ${times.p95.toFixed(0)} ms`,
      );
    }
  }
  const largest = await largestChunk();
  line('largest chunk', `${kb(largest.gzip)} gzip (${largest.name})`);
  const precache = precacheSize();
  line('precache', `${precache.count} entries, ${kb(precache.bytes)}`);

  // Requests per second of each page against its API call, then of the page behind the cache.
  const load = `${CONNECTIONS} at a time for ${LOAD_SECONDS} s`;
  const rate = (perSecond: number) => `${perSecond.toFixed(0)} req/s`;
  const failures = (...runs: { failed: number }[]) => {
    const failed = runs.reduce((sum, run) => sum + run.failed, 0);
    return failed ? `, ${failed} failed` : '';
  };
  // The address in its full form (the search a list adds), so the figure is the page's render.
  const named = (index: number) => {
    const [label, path] = serverPages[index]!;
    return `${label} (${path}${new URL(addresses[index]!).search ? ' with its search' : ''})`;
  };
  const apiRates: number[] = [];
  const pageRates: number[] = [];
  for (const [index, [label]] of serverPages.entries()) {
    const page = await closedLoop([addresses[index]!], { connections: CONNECTIONS, seconds: LOAD_SECONDS });
    const apiCall = apiCallOf(label, addresses[index]!);
    const api = await closedLoop([apiCall], { connections: CONNECTIONS, seconds: LOAD_SECONDS });
    apiRates.push(api.perSecond);
    pageRates.push(page.perSecond);
    line(
      `server ${named(index)} vs its API call ${new URL(apiCall).pathname}, ${load}`,
      `${rate(page.perSecond)} vs ${rate(api.perSecond)} (ratio ${(page.perSecond / api.perSecond).toFixed(2)})` +
        failures(page, api),
    );
  }
  try {
    nginx = await startNginx(await freePort(), [port]);
  } catch (error) {
    line('behind nginx proxy_cache', `skipped: ${String(error).replace(/\s+/g, ' ')}`);
  }
  if (!resolveNginx()) {
    line('behind nginx proxy_cache', "skipped: no nginx (Debian's nginx-light or nginx)");
  } else if (nginx) {
    for (const [index, address] of addresses.entries()) {
      const { pathname, search } = new URL(address);
      const cached = nginx.baseUrl + pathname + search;
      await getOnce(cached, 'x-cache-status');
      const second = await getOnce(cached, 'x-cache-status');
      const page = await closedLoop([cached], {
        connections: CONNECTIONS,
        seconds: LOAD_SECONDS,
        tally: 'x-cache-status',
      });
      const statuses = Object.entries(page.tallied)
        .map(([status, count]) => `${status} ${count}`)
        .join(', ');
      line(
        `behind nginx proxy_cache ${named(index)} vs its API call, ${load}`,
        `${rate(page.perSecond)} vs ${rate(apiRates[index]!)} (ratio ${(page.perSecond / apiRates[index]!).toFixed(2)})` +
          `; 2nd answer ${second.tallied ?? 'no X-Cache-Status'}; during the run ${statuses}${failures(page)}`,
      );
    }
  }
  await nginx?.stop();
  nginx = null;

  // Two replicas (the second on the same demo database) behind the same nginx, its cache passed
  // by the `signed_in` cookie as for a signed-in visitor: every request is rendered by a replica.
  const secondPort = await freePort();
  secondReplica = spawn(process.execPath, REPLICA_FLAGS, {
    cwd: ROOT,
    env: { ...serverEnv, PORT: String(secondPort) },
    stdio: 'ignore',
  });
  await waitFor(`http://127.0.0.1:${secondPort}/api/configs/`);
  try {
    nginx = await startNginx(await freePort(), [port, secondPort]);
  } catch (error) {
    line('two replicas behind nginx', `skipped: ${String(error).replace(/\s+/g, ' ')}`);
  }
  if (nginx) {
    for (const [index, address] of addresses.entries()) {
      const { pathname, search } = new URL(address);
      const page = await closedLoop([nginx.baseUrl + pathname + search], {
        connections: CONNECTIONS,
        seconds: LOAD_SECONDS,
        headers: { cookie: 'signed_in=1' },
      });
      line(
        `two replicas behind nginx, uncached, ${named(index)}, ${load}`,
        `${rate(page.perSecond)} vs one replica ${rate(pageRates[index]!)}${failures(page)}`,
      );
    }
  }

  const memory = (figures: { rss: number; peak: number } | null) => (figures ? mb(figures.rss) : 'n/a');
  line('server RSS at start (after its first answer)', memory(memoryAtStart));
  line(
    `server RSS after ${RENDERS} page renders (${serverPages.length} pages in turn, ${CONNECTIONS} at a time)`,
    `${memory(memoryAfterRenders)}, peak ${memoryAfterRenders ? mb(memoryAfterRenders.peak) : 'n/a'}` +
      failures(renders),
  );

  const offline = await offlineFigures(baseUrl, executablePath);
  line(
    'cached catalogue (/excursions/) rendered offline vs online, one run',
    `${offline.offline} ms vs ${offline.online} ms (ratio ${(offline.offline / offline.online).toFixed(2)})`,
  );
  const usage = (key: string) => kb(offline.stored.usage[key] ?? 0);
  line(
    `stored after browsing the demo catalogue (${offline.pagesBrowsed} pages), browser estimate`,
    `IndexedDB ${usage('indexedDB')}, Cache Storage ${usage('caches')}, worker ${usage('serviceWorkerRegistrations')}`,
  );
  line(
    'Cache Storage contents (precache, catalogue, pictures)',
    `${offline.stored.cacheEntries} entries, ${kb(offline.stored.cacheBytes)}`,
  );

  const repeatPages = [
    ['home', '/'],
    ['catalogue', cataloguePath],
  ] as const;
  const visits = await repeatVisitFigures(
    baseUrl,
    executablePath,
    repeatPages.map(([, path]) => path),
  );
  for (const [index, [label, path]] of repeatPages.entries()) {
    const visit = visits[index]!;
    const repeat = `repeat visit ${label} (${path}), worker in control`;
    line(
      `${repeat}: bytes over the network`,
      `${kb(visit.downloaded)} in all; JS ${kb(visit.networkJs.bytes)} in ${visit.networkJs.files} files`,
    );
    line(
      `${repeat}: JS served by the worker`,
      `${kb(visit.workerJs.bytes)} raw in ${visit.workerJs.files} files`,
    );
    line(`${repeat}: load event at ${CPU_SLOWDOWN}× CPU`, `${visit.loadMs} ms`);
  }

  // One Lighthouse run on a shared 2-core machine swings by ±100 ms of TBT: report the median.
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

  // The page's own main thread at 4× CPU, from a Chrome trace: real tasks, not a simulation.
  for (const [name, path] of pages) {
    const traces: PageTrace[] = [];
    for (let run = 0; run < runs; run += 1) traces.push(await traceOnce(executablePath, baseUrl + path));
    const median = (pick: (trace: PageTrace) => number) => spread(traces.map(pick)).median;
    const label = (figure: string) =>
      `${figure} (${name} ${path}, trace at ${CPU_SLOWDOWN}× CPU, median of ${runs})`;
    line(
      label('main-thread CPU time'),
      `${Math.round(median((t) => t.mainThreadCpuMs))} ms, script ${Math.round(median((t) => t.scriptCpuMs))} ms`,
    );
    line(
      label('main-thread work'),
      `${Math.round(median((t) => t.mainThreadMs))} ms, script ${Math.round(median((t) => t.scriptMs))} ms`,
    );
    line(
      label('long tasks'),
      `${median((t) => t.longTasks)}, longest ${Math.round(median((t) => t.longestTaskMs))} ms, ` +
        `blocking after FCP ${Math.round(median((t) => t.blockingMs))} ms`,
    );
    line(
      label('before first paint'),
      `${median((t) => t.styleRecalcsBeforePaint)} style recalcs, ${median((t) => t.layoutsBeforePaint)} layouts`,
    );
    line(label('LCP'), `${Math.round(median((t) => t.lcpMs))} ms, ${traces.at(-1)?.lcpElement ?? '–'}`);
  }
  const lighthousePages = pages.filter(([label]) => lighthouseWorthy(label));
  for (const [name, path] of lighthousePages) {
    const reports = Array.from({ length: runs }, () => lighthouse(`${baseUrl}${path}`, executablePath, name));
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const score = (category: string) =>
      median(reports.map((report) => Math.round((report.categories[category]?.score ?? 0) * 100)));
    const audit = (id: string) => median(reports.map((report) => report.audits[id]?.numericValue ?? NaN));
    const label = (figure: string) => `${figure} (${name} ${path}, median of ${runs})`;
    // Lighthouse mobile slows the CPU down 4× (simulated): the label says what the reports used.
    const settings = reports[0]?.configSettings;
    const method = settings?.throttlingMethod === 'simulate' ? ' simulated' : '';
    const cpu = `${settings?.throttling?.cpuSlowdownMultiplier ?? '?'}× CPU${method}`;
    line(label('lighthouse mobile performance'), String(score('performance')));
    line(label('lighthouse accessibility'), String(score('accessibility')));
    line(label('LCP'), `${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`);
    line(label('CLS'), audit('cumulative-layout-shift').toFixed(3));
    line(
      `TBT (${cpu}, ${name} ${path}, median of ${runs})`,
      `${Math.round(audit('total-blocking-time'))} ms`,
    );
  }
} finally {
  await nginx?.stop();
  if (secondReplica) await stopChild(secondReplica);
  await stopChild(server);
  rmSync(databaseDir, { recursive: true, force: true });
}
