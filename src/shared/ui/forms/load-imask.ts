import type IMask from 'imask';

/** imask's factory: `IMask(input, options)`. */
export type IMaskFactory = typeof IMask;

/**
 * imask, when a field first needs it: not in a page's first load, and never in the server's
 * render, which inlines the fields' lazy modules but leaves a package's dynamic import alone.
 */
export const loadIMask = (): Promise<IMaskFactory> => import('imask').then((module) => module.default);
