/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_KEY?: string;
  /** The analytics id (spec §9): first-party events to /api/events; none, no analytics. */
  readonly VITE_ANALYTICS_ID?: string;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
