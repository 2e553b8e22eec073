/** One Lighthouse mobile run of a page for `npm run bench` (performance and accessibility). */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from './chromium-path.ts';

const ROOT = new URL('..', import.meta.url).pathname;

export interface LighthouseReport {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue: number }>;
  configSettings?: { throttlingMethod?: string; throttling?: { cpuSlowdownMultiplier?: number } };
}

/** Runs Lighthouse on `url`; its report is kept as `.bench/lighthouse-<name>.json`. */
export function lighthouse(url: string, chromePath: string, name: string): LighthouseReport {
  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  const output = join(ROOT, '.bench', `lighthouse-${name}.json`);
  const result = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility',
      '--form-factor=mobile',
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ],
    { cwd: ROOT, env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('Lighthouse failed');
  return JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
}

/** The figures the bench reports from one report. */
export function lighthouseFigures(report: LighthouseReport) {
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}
