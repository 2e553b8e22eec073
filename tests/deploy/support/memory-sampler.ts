import type { Deployment } from './deployment.ts';
import type { SoakClock } from './soak-requests.ts';

/** One reading of a replica's resident memory. */
export interface MemorySample {
  at: number;
  pid: number;
  rss: number;
  /** The process had answered its `/readyz` (before, it is still loading). */
  ready: boolean;
}

/** A replica's memory over the soak, per port. */
export interface ReplicaMemory {
  port: number;
  /** How many processes served that port (each restart is one more). */
  processes: number;
  start: number | null;
  peak: number | null;
  end: number | null;
  /** For the process that runs at the end: its memory after its warm-up, and what it grew by since. */
  warm: number | null;
  growthPercent: number | null;
  /** How long the process at the end ran before it was sampled last, in s. */
  lastProcessSeconds: number | null;
}

/** A process's warm-up: its first reading this long after it began to serve is its baseline. */
const WARM_UP_MS = 20_000;

/** Reads each replica's VmRSS every second while the soak runs. */
export class MemorySampler {
  private readonly samples = new Map<number, MemorySample[]>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly deployment: Deployment,
    private readonly clock: SoakClock,
  ) {
    for (const port of deployment.replicaPorts) this.samples.set(port, []);
  }

  start(): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), 1000);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.sample();
  }

  private sample(): void {
    for (const [port, samples] of this.samples) {
      const pid = this.deployment.pid(port);
      const rss = this.deployment.rss(port);
      const ready = this.deployment.replicaReady(port);
      if (pid !== null && rss !== null) samples.push({ at: this.clock.now(), pid, rss, ready });
    }
  }

  /** Per port: memory at the start, its peak, at the end, and the growth of the process alive at the end. */
  summary(): ReplicaMemory[] {
    return [...this.samples].map(([port, samples]) => {
      const pids = [...new Set(samples.map((sample) => sample.pid))];
      const values = samples.map((sample) => sample.rss);
      const last = samples.at(-1);
      const alive = last !== undefined && this.deployment.pid(port) === last.pid;
      // Its readings once it serves: before, it is still loading its build.
      const own = alive ? samples.filter((sample) => sample.pid === last.pid && sample.ready) : [];
      const born = own[0]?.at ?? 0;
      const warm = own.find((sample) => sample.at - born >= WARM_UP_MS) ?? own[0];
      return {
        port,
        processes: pids.length,
        start: samples[0]?.rss ?? null,
        peak: values.length ? Math.max(...values) : null,
        end: last?.rss ?? null,
        warm: warm?.rss ?? null,
        growthPercent: warm && last && alive ? ((last.rss - warm.rss) / warm.rss) * 100 : null,
        lastProcessSeconds: alive ? (last.at - born) / 1000 : null,
      };
    });
  }
}
