/**
 * The load `npm run bench` puts on a server: a closed loop of `connections` clients over kept-alive
 * HTTP/1.1 connections, each sending its next request when its last answer has fully arrived. Bodies
 * are read and dropped, not decompressed, so the bench's own work stays small beside the server's.
 */
import { Agent, request } from 'node:http';
import { readFileSync } from 'node:fs';

/** A browser's Accept-Encoding, so the server compresses as it does for visitors. */
export const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';

export interface LoadOptions {
  connections: number;
  /** Stop sending after this many seconds… */
  seconds?: number;
  /** …or after this many requests in all. */
  requests?: number;
  /** A response header whose values are counted (`x-cache-status`). */
  tally?: string;
  /** Sent with every request (a cookie that makes nginx pass its cache). */
  headers?: Record<string, string>;
}

export interface LoadFigures {
  /** Answers with status 200 per second of the whole run. */
  perSecond: number;
  ok: number;
  /** Other statuses, errors and time-outs. */
  failed: number;
  /** How often each value of `tally` came. */
  tallied: Record<string, number>;
}

interface Answer {
  status: number;
  tallied: string | undefined;
}

function get(
  url: string,
  agent: Agent,
  tally: string | undefined,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { agent, headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers } },
      (response) => {
        const value = tally ? response.headers[tally] : undefined;
        response.on('error', reject);
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, tallied: Array.isArray(value) ? value[0] : value }),
        );
        response.resume();
      },
    );
    sent.setTimeout(30_000, () => sent.destroy(new Error(`No answer in 30 s from ${url}`)));
    sent.on('error', reject);
    sent.end();
  });
}

/** One answer's status and the value of its `header`. */
export async function getOnce(url: string, header: string): Promise<Answer> {
  const agent = new Agent({ keepAlive: false });
  try {
    return await get(url, agent, header);
  } finally {
    agent.destroy();
  }
}

/** Runs the closed loop over `urls` (each client takes the next one in turn) and counts the answers. */
export async function closedLoop(urls: readonly string[], options: LoadOptions): Promise<LoadFigures> {
  const { connections, seconds, requests, tally, headers } = options;
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const start = performance.now();
  const deadline = seconds === undefined ? Infinity : start + seconds * 1000;
  const limit = requests ?? Infinity;
  let sent = 0;
  let ok = 0;
  let failed = 0;
  const tallied: Record<string, number> = {};
  const client = async () => {
    while (sent < limit && performance.now() < deadline) {
      const url = urls[sent % urls.length]!;
      sent += 1;
      try {
        const answer = await get(url, agent, tally, headers);
        if (answer.status === 200) ok += 1;
        else failed += 1;
        if (answer.tallied !== undefined) tallied[answer.tallied] = (tallied[answer.tallied] ?? 0) + 1;
      } catch {
        failed += 1;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, client));
  } finally {
    agent.destroy();
  }
  const elapsedS = (performance.now() - start) / 1000;
  return { perSecond: ok / elapsedS, ok, failed, tallied };
}

/** A process's resident memory and its peak so far, in bytes (Linux's /proc); null elsewhere. */
export function residentMemory(pid: number): { rss: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
    return { rss: kib('VmRSS'), peak: kib('VmHWM') };
  } catch {
    return null;
  }
}
