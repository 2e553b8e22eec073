/** The goals of docs/product.md#analytics-goals: adding to the cart and ordering. */
export type Goal = 'basket_add' | 'order';

/**
 * The window event every goal raises (`detail` is the goal). The counters (`analytics.ts`, loaded
 * only when the site config has counter code) follow it, and so can a tag manager or a test.
 */
export const GOAL_EVENT = 'storefront:goal';

/** Reports a goal: to every configured counter, and as the window event. */
export function reachGoal(goal: Goal): void {
  window.dispatchEvent(new CustomEvent<Goal>(GOAL_EVENT, { detail: goal }));
}
