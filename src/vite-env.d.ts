/// <reference types="vite/client" />

/** Changes with every build; drops a persisted query cache written by an older build. */
declare const __BUILD_ID__: string;
