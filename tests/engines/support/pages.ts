import { literal } from './engine.ts';

// Where a visitor's eye and hand go, as XPath (both drivers take it): by the words on the screen.

/** A button by its words or its label. */
export const button = (name: string, scope = '') =>
  `${scope}//button[normalize-space(.)=${literal(name)} or @aria-label=${literal(name)}]`;

/** A link whose words begin with `name`. */
export const link = (name: string, scope = '') =>
  `${scope}//a[starts-with(normalize-space(.), ${literal(name)})]`;

/** The field a label names (its `for`). */
export const field = (label: string, scope = '') =>
  `${scope}//*[@id=${scope}//label[normalize-space(.)=${literal(label)}]/@for]`;

/** An open dialog by its heading. */
export const dialog = (title: string) => `//dialog[@open][.//h2[normalize-space(.)=${literal(title)}]]`;

/** A form by its heading or label. */
export const form = (name: string) =>
  `//form[@aria-label=${literal(name)} or @aria-labelledby=//*[normalize-space(.)=${literal(name)}]/@id]`;

export const headerSearch = "//header//input[@role='combobox']";

/** The page's main heading and where the page is. */
export const heading = () => document.querySelector('h1')?.textContent?.trim() ?? null;
export const path = () => location.pathname;

/** Whether an element at `xpath` is on the page and shown (run in the page). */
export function shownNow(xpath: string): boolean {
  const node = document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null)
    .singleNodeValue as HTMLElement | null;
  return !!node && node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden';
}
