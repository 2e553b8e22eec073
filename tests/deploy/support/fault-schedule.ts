import type { Deployment } from './deployment.ts';
import { pause } from './pause.ts';
import type { SoakClock } from './soak-requests.ts';

/** A phase of the soak: from its fault's start to the next fault's start. Times in ms since the soak began. */
export interface Phase {
  name: string;
  /** When it was planned to start, and when it did (later when the fault before it ran long). */
  planned: number;
  start: number;
  /** When its fault's actions were done (the start for a phase without any). */
  actionsEnd: number | null;
  /** Its steps as they happened. */
  steps: Array<{ at: number; what: string }>;
  /** Why its actions failed, if they did. */
  error?: string;
}

/** A fault of the schedule: when it starts (a fraction of the soak) and what it does. */
interface Fault {
  name: string;
  at: number;
  run?: (step: (what: string) => number, stop: AbortSignal) => Promise<void>;
}

/** When the backend was away, for the criteria: from `stopBackend` to 3 s after `startBackend`. */
export interface OutageWindow {
  from: number | null;
  to: number | null;
}

/** After the backend is back, the replicas may take this long to notice (keep-alive, readiness). */
export const OUTAGE_GRACE_MS = 3000;

/** Issue 46's five faults, one after another, between a warm-up and a steady end. */
function faults(deployment: Deployment, outage: OutageWindow): Fault[] {
  const [first, second] = deployment.replicaPorts as [number, number];
  return [
    { name: 'warm-up', at: 0 },
    {
      name: `SIGTERM replica ${first}, start it`,
      at: 0.1,
      run: async (step) => {
        // As `systemctl restart`: the stop is awaited, then the start.
        step(`replica ${first} exited ${await deployment.stopReplica(first)}`);
        await deployment.startReplica(first);
        step(`replica ${first} ready`);
      },
    },
    {
      name: 'Redis down ~3 s',
      at: 0.25,
      run: async (step, stop) => {
        await deployment.stopRedis();
        step('redis stopped');
        await pause(3000, stop);
        await deployment.startRedis();
        step('redis answers');
      },
    },
    {
      name: 'rolling deploy',
      at: 0.4,
      run: async (step) => {
        const codes = await deployment.rollingRestart();
        step(`replicas exited ${codes.join(', ')}; all ready`);
      },
    },
    {
      name: 'backend outage 5 s',
      at: 0.55,
      run: async (step, stop) => {
        await deployment.stopBackend();
        outage.from = step('backend stopped');
        await pause(5000, stop);
        await deployment.startBackend();
        outage.to = step('backend started') + OUTAGE_GRACE_MS;
      },
    },
    {
      name: `SIGKILL replica ${second}, start 2 s later`,
      at: 0.7,
      run: async (step, stop) => {
        await deployment.killReplica(second);
        step(`replica ${second} killed`);
        // systemd's RestartSec=2.
        await pause(2000, stop);
        await deployment.startReplica(second);
        step(`replica ${second} ready`);
      },
    },
    { name: 'steady', at: 0.85 },
  ];
}

/** Runs the schedule over `durationMs`: each fault once, in order, none before the one before it is done. */
export class FaultSchedule {
  readonly phases: Phase[] = [];
  readonly outage: OutageWindow = { from: null, to: null };
  private readonly faults: Fault[];

  constructor(
    deployment: Deployment,
    private readonly durationMs: number,
    private readonly clock: SoakClock,
  ) {
    this.faults = faults(deployment, this.outage);
  }

  /** Resolves when the last phase has begun and every fault's actions are done. */
  async run(stop: AbortSignal): Promise<void> {
    for (const fault of this.faults) {
      const planned = fault.at * this.durationMs;
      await pause(planned - this.clock.now(), stop);
      if (stop.aborted) return;
      const phase: Phase = {
        name: fault.name,
        planned,
        start: this.clock.now(),
        actionsEnd: null,
        steps: [],
      };
      this.phases.push(phase);
      const step = (what: string) => {
        const at = this.clock.now();
        phase.steps.push({ at, what });
        return at;
      };
      try {
        await fault.run?.(step, stop);
      } catch (error) {
        phase.error = error instanceof Error ? error.message.split('\n', 1)[0] : String(error);
      }
      phase.actionsEnd = this.clock.now();
    }
  }

  /** When the last phase is planned to end: later than planned when faults ran long, so it lasts its share. */
  endsAt(): number {
    const last = this.phases.at(-1);
    const share = (1 - (this.faults.at(-1)?.at ?? 0)) * this.durationMs;
    if (!last || last.name !== this.faults.at(-1)?.name) return this.durationMs;
    return Math.max(this.durationMs, last.start + share);
  }
}
