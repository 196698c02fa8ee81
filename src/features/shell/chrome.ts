/** Spec §2: pages under these prefixes hide the main header and footer (in either language). */
export const CHROMELESS_PREFIXES = [
  '/member/',
  '/dashboard/',
  '/order/',
  '/product/favorite',
  '/credit',
  '/under-construction',
  '/404',
  '/500',
] as const;

export function isChromeless(pathname: string): boolean {
  const bare = pathname === '/en' ? '/' : pathname.startsWith('/en/') ? pathname.slice(3) : pathname;
  const withSlash = bare.endsWith('/') ? bare : `${bare}/`;
  return CHROMELESS_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? withSlash.startsWith(prefix) : bare === prefix || bare.startsWith(`${prefix}/`),
  );
}
