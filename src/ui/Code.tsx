/**
 * A code as it is printed on the box (a product code, a lot, a discount code, what a scanner read):
 * its own digits, never Persian ones (a hospital copies it into its purchasing system), isolated
 * left to right inside Persian text, and left alone by page translators.
 */
export function Code({ children }: { children: string }) {
  return (
    <bdi dir="ltr" className="code" translate="no">
      {children}
    </bdi>
  );
}
