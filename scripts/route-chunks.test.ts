import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeIdOfFile } from './route-chunks.ts';

const file = (rel: string) => path.join('/work', 'app', 'src', 'routes', ...rel.split('/'));

describe('routeIdOfFile', () => {
  it('names a route file as TanStack Router’s file-based routing does', () => {
    expect(routeIdOfFile(file('__root.tsx'))).toBe('__root__');
    expect(routeIdOfFile(file('{-$locale}/route.tsx'))).toBe('/{-$locale}');
    expect(routeIdOfFile(file('{-$locale}/index.tsx'))).toBe('/{-$locale}/');
    expect(routeIdOfFile(file('{-$locale}/dashboard/route.tsx'))).toBe('/{-$locale}/dashboard');
    expect(routeIdOfFile(file('{-$locale}/dashboard/order/index.tsx'))).toBe('/{-$locale}/dashboard/order/');
    expect(routeIdOfFile(file('{-$locale}/dashboard/order/$orderId.tsx'))).toBe('/{-$locale}/dashboard/order/$orderId');
    expect(routeIdOfFile(file('{-$locale}/order/checkout.tsx'))).toBe('/{-$locale}/order/checkout');
  });

  it('knows no route outside src/routes, or in a file that is not a route’s', () => {
    expect(routeIdOfFile(path.join('/work', 'app', 'src', 'features', 'orders', 'OrderDetailPage.tsx'))).toBeNull();
    expect(routeIdOfFile(file('{-$locale}/dashboard/order/helpers.ts'))).toBeNull();
  });
});
