/**
 * What shipping costs (the server's pricing and, where a backend prices only its default method,
 * the storefront): free when the lines' total after the discount reaches the method's `free_over`.
 */
export function shippingCost(method: { price: number; free_over: number | null }, afterDiscount: number): number {
  return method.free_over !== null && afterDiscount >= method.free_over ? 0 : method.price;
}
