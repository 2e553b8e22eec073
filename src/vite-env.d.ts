/// <reference types="vite/client" />

/** The API schema's hash (vite.config.ts): drops a persisted query cache written for other API shapes. */
declare const __BUILD_ID__: string;
