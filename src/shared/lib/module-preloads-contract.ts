/**
 * The `<template>` of this id in a page's HTML (written by server/web/html-shell.ts) holds the
 * `<link rel="preload" as="script">` of the page's start-up modules, for module-preloads.ts to start.
 */
export const MODULE_PRELOADS_ID = 'module-preloads';
