import { MODULE_PRELOADS_ID } from './module-preloads-contract';

/**
 * Starts loading the modules the server named for this page, all at once. Called once the first
 * frame (and its picture) has painted: until then the picture has the connection to itself.
 */
export function startModulePreloads(): void {
  const template = document.getElementById(MODULE_PRELOADS_ID);
  if (template instanceof HTMLTemplateElement) document.head.append(template.content);
}
