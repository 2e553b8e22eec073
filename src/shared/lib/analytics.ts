import { GOAL_EVENT, type Goal } from './goals';
import { whenIdle } from './when-idle';

interface CounterConfig {
  /** Counter code as the counters give it (Yandex Metrika, Google tag…): HTML with scripts. */
  COUNTERS_HEAD?: string | undefined;
  /** Optional JSON map of our goal names to the counter's: {"basket_add": "cart", "order": "purchase"}. */
  GOALS?: string | undefined;
}

type CounterWindow = Window & {
  ym?: (id: number, method: 'reachGoal', goal: string) => void;
  gtag?: (command: 'event', name: string) => void;
};

/** Marks what the counter code added to <head> (and lets tests see that nothing was added). */
const COUNTER_ATTRIBUTE = 'data-counter';

let installed: { goals: Record<string, string>; metrikaIds: number[] } | null = null;

/** GOALS as a map; anything that is not a JSON object of strings means 'use our names'. */
export function parseGoals(raw: string | undefined): Record<string, string> {
  if (!raw?.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The Yandex Metrika counter ids the code initialises: `ym(12345678, "init", …)`. */
export function metrikaIds(counters: string): number[] {
  const ids = [...counters.matchAll(/\bym\(\s*(\d+)\s*,\s*["']init["']/g)].map((match) => Number(match[1]));
  return [...new Set(ids)];
}

/** The name the counter knows a goal by. */
export function counterGoalName(goal: Goal, goals: Record<string, string>): string {
  return goals[goal]?.trim() || goal;
}

/**
 * Adds the site config's counter code to the page once, after the page has loaded and the main
 * thread is idle (counters must not delay the first paint). No code configured: nothing happens,
 * and a goal raises only its window event.
 */
export function installCounters(config: CounterConfig): void {
  const code = config.COUNTERS_HEAD?.trim();
  if (installed || !code) return;
  installed = { goals: parseGoals(config.GOALS), metrikaIds: metrikaIds(code) };
  window.addEventListener(GOAL_EVENT, (event) => tellCounters((event as CustomEvent<Goal>).detail));
  whenIdle(() => {
    // Scripts from a contextual fragment run when inserted (innerHTML ones would not).
    const range = document.createRange();
    range.selectNodeContents(document.body);
    const fragment = range.createContextualFragment(code);
    for (const node of fragment.children) node.setAttribute(COUNTER_ATTRIBUTE, '');
    document.head.append(fragment);
  });
}

/** Passes a goal (`reachGoal` in `goals.ts`) to every configured counter. */
function tellCounters(goal: Goal): void {
  if (!installed) return;
  const name = counterGoalName(goal, installed.goals);
  const counterWindow = window as CounterWindow;
  try {
    for (const id of installed.metrikaIds) counterWindow.ym?.(id, 'reachGoal', name);
    counterWindow.gtag?.('event', name);
  } catch (error) {
    // A broken counter must never break adding to the cart or ordering.
    console.error(error);
  }
}
