/**
 * Parts of a page that start below the fold appear one per frame, in the order they asked, each
 * only after the previous one has committed: one small commit and layout per frame instead of one
 * long task for all of them. The footer asks last, so nothing in view is pushed down.
 */
export interface RevealTurn {
  /** The part has committed (or given up its turn): the next one may go after a paint. */
  done(): void;
  /** The part left the page before or during its turn. */
  cancel(): void;
}

interface Entry {
  reveal: () => void;
  settled: boolean;
  settle: () => void;
}

/** How long a turn may take before the next one goes anyway (a render React keeps suspended). */
export const REVEAL_TURN_TIMEOUT_MS = 500;

export function createRevealQueue(waitForPaint: () => Promise<void>) {
  const queue: Entry[] = [];
  let draining = false;

  async function drain() {
    draining = true;
    while (queue.length > 0) {
      await waitForPaint();
      const entry = queue.shift();
      if (!entry) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(finish, REVEAL_TURN_TIMEOUT_MS);
        function finish() {
          clearTimeout(timer);
          resolve();
        }
        entry.settle = finish;
        if (entry.settled) finish();
        else entry.reveal();
      });
    }
    draining = false;
  }

  /** Queues `reveal`; it runs after a paint, once every part queued before it has committed. */
  return function revealInTurn(reveal: () => void): RevealTurn {
    const entry: Entry = { reveal, settled: false, settle: () => undefined };
    queue.push(entry);
    if (!draining) void drain();
    const settle = () => {
      entry.settled = true;
      entry.settle();
    };
    return {
      done: settle,
      cancel() {
        const index = queue.indexOf(entry);
        if (index >= 0) queue.splice(index, 1);
        settle();
      },
    };
  };
}
