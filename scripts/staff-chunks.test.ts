import { describe, expect, it } from 'vitest';
import { deskWordsFiles, staffOnlyFiles, type Chunk } from './staff-chunks.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = []): Chunk => ({
  fileName,
  moduleIds,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

// The entry holds the route files; each route's page is a chunk it imports on demand.
const chunks = [
  chunk('index.js', ['routes/desk/route.tsx', 'routes/desk/orders.tsx', 'routes/dashboard/ticket.tsx', 'antd/index.js'], ['react.js'], ['index.css']),
  chunk('react.js', ['react']),
  chunk('ticket-page.js', ['ticket/page.tsx'], ['date-picker.js', 'antd-utils.js']),
  chunk('date-picker.js', ['antd/date-picker.js'], ['antd-utils.js']),
  // antd's shared helpers: the desk's table imports them, and so does the member's calendar.
  chunk('antd-utils.js', ['antd/scroll.js']),
  chunk('desk-orders.js', ['desk/orders.tsx'], ['table.js', 'antd-utils.js', 'react.js'], ['desk.css', 'index.css']),
  chunk('table.js', ['antd/table.js'], ['antd-utils.js']),
  chunk('desk-frame.js', ['desk/frame.tsx'], ['react.js'], ['desk.css']),
  chunk('drawer.js', ['antd/drawer.js']),
];
// What each module imports on demand (the bundler's module info). antd's index "imports" every
// component: only the chunks say what was kept.
const dynamic: Record<string, string[]> = {
  'routes/desk/route.tsx': ['desk/frame.tsx'],
  'routes/desk/orders.tsx': ['desk/orders.tsx'],
  'routes/dashboard/ticket.tsx': ['ticket/page.tsx'],
  'desk/orders.tsx': ['antd/drawer.js'],
};
const desk = new Set(['routes/desk/route.tsx', 'routes/desk/orders.tsx']);

describe('staffOnlyFiles', () => {
  const files = staffOnlyFiles(chunks, [chunks[0]!], desk, (id) => dynamic[id] ?? []);

  it('names the chunks only the desk’s pages reach, with what they load on demand and the style sheets only they import', () => {
    expect([...files].sort()).toEqual(['desk-frame.js', 'desk-orders.js', 'desk.css', 'drawer.js', 'table.js']);
  });

  it('keeps what a visitor’s or a member’s page loads too, and the entry’s own', () => {
    for (const shared of ['index.js', 'react.js', 'ticket-page.js', 'date-picker.js', 'antd-utils.js', 'index.css']) expect(files.has(shared)).toBe(false);
  });

  it('keeps a desk chunk a member page reaches on demand too', () => {
    const withLink = staffOnlyFiles(chunks, [chunks[0]!], desk, (id) => (id === 'ticket/page.tsx' ? ['antd/drawer.js'] : dynamic[id] ?? []));
    expect(withLink.has('drawer.js')).toBe(false);
    expect(withLink.has('table.js')).toBe(true);
  });
});

describe('deskWordsFiles', () => {
  it('names the files of the desk’s words, not the account’s nor a chunk that holds anything else', () => {
    const words = deskWordsFiles([
      { fileName: 'desk-fa.js', moduleIds: ['/app/src/locales/fa/desk.po'] },
      { fileName: 'desk-en.js', moduleIds: ['/app/src/locales/en/desk.po?lingui'] },
      { fileName: 'account-fa.js', moduleIds: ['/app/src/locales/fa/account.po', '/app/src/locales/fa/notices.po'] },
      { fileName: 'mixed.js', moduleIds: ['/app/src/locales/fa/desk.po', '/app/src/features/desk/DeskParts.tsx'] },
      { fileName: 'empty.js', moduleIds: [] },
    ]);
    expect(words).toEqual(['desk-fa.js', 'desk-en.js']);
  });
});
