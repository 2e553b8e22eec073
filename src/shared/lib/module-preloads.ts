import { MODULE_PRELOADS_ID } from './module-preloads-contract';
import { yieldToMain } from './yield-to-main';

/**
 * Links appended per task: while the page loads, inserting one takes the browser 0.3–2 ms on this
 * project's test machine (four times that on the phone Lighthouse models), and a page names about
 * thirty. Four a task keeps each task short.
 */
const LINKS_PER_TASK = 4;

/**
 * Starts loading the modules the server named for this page. Called once the first frame (and its
 * picture) has painted: until then the picture has the connection to itself.
 */
export async function startModulePreloads(): Promise<void> {
  const template = document.getElementById(MODULE_PRELOADS_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const links = [...template.content.children];
  for (let start = 0; start < links.length; start += LINKS_PER_TASK) {
    if (start > 0) await yieldToMain();
    document.head.append(...links.slice(start, start + LINKS_PER_TASK));
  }
}
