/** The service worker's caches by name: the worker fills them; the page refreshes a copy after a change it made (client.ts refreshPublicCopies). */
export const CACHE_NAMES = {
  catalogue: 'catalogue-api-v1',
  images: 'catalogue-images-v1',
  packs: 'catalogue-packs-v1',
  scanner: 'scanner-v1',
  pages: 'pages-v1',
  /** The notices this device has shown (sw/notices.ts); `private-`: gone at sign-out with the member's other caches. */
  noticesShown: 'private-notices-shown-v1',
} as const;
