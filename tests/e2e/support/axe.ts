import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's WCAG 2.1 A and AA rules on what is on screen now (or inside `include`). */
export async function violations(page: Page, include?: string): Promise<string[]> {
  // Colours are measured as they end up, not halfway through a dialog's fade-in.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  // axe.run in the page itself: the default runs per frame and then merges the results in a blank
  // page it opens, which took twice as long, for frames from other origins. The tests' server
  // allows no frames (frame-src 'none': no counters), so what axe finds is the same (decision 042).
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode();
  if (include) builder = builder.include(include);
  const { violations: found } = await builder.analyze();
  return found.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
