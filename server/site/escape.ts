/**
 * Escaping for what the server writes into HTML itself (the sitemap, the pages' inline data).
 * A page's title, description, canonical URL, alternates, Open Graph and JSON-LD come from the
 * route that renders it (src/features/seo/page-head.ts), through the server entry.
 */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** JSON for a <script> element: nothing in it can close the element or start a comment. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
