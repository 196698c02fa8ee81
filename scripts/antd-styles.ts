/**
 * antd's component styles, computed once at build time instead of on the member's phone.
 *
 * antd writes its styles at run time (CSS-in-JS): each component's first render builds a style
 * object, serialises it (stylis) and inserts a `<style>`. On the member pages, under Lighthouse's
 * 4× throttling, that was 200-300 ms of the start-up's main thread, in the same tasks as the first
 * render. antd's own answer is `extractStyle` (@ant-design/cssinjs): render the components once
 * with a style cache, take the CSS out, and ship it with a map of what it holds (the rule on
 * `.data-ant-cssinjs-cache-path`). At run time antd reads that map and skips every style it finds
 * there; a style the sheet does not hold is still made on the device as before, so a component
 * missing from the list below is only slower, never unstyled.
 *
 * The styles do not depend on the theme: antd 6 writes its tokens as CSS variables, which the
 * ConfigProvider still sets at run time (the site's palette, dark mode, 44 px controls on phones).
 *
 * `virtual:antd-styles` is the sheet as a string; ui/antd/AntdScope.tsx puts it at the top of
 * `<head>` (where antd's own `<style>`s go, so the site's sheets after it still win, as before).
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const ID = 'virtual:antd-styles';

/** The CSS of every antd component the storefront uses, with antd's map of what it holds. */
export function extractAntdStyles(): string {
  // antd's CommonJS build, and the very cssinjs instance it requires (one style context).
  const require = createRequire(import.meta.url);
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const antd = require('antd') as typeof import('antd');
  // Resolved from antd's own folder: the very copy antd uses, whatever npm's layout.
  const { createCache, extractStyle, StyleProvider } = createRequire(require.resolve('antd'))('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const h = React.createElement;
  const { Alert, Button, ConfigProvider, DatePicker, Empty, Form, Input, List, Popconfirm, Radio, Rate, Select, Space, Spin, Steps, Switch, Upload } = antd;
  const options = [{ value: 1, label: 'a' }, { value: 2, label: 'b' }];
  // The components of the member's pages (orders, checkout, tickets, reviews, profile, inbox), in
  // the forms they are used in. The desk's (tables, timelines, drawers…) are made at run time:
  // staff work on desktops, and a phone's member would download them for nothing.
  const parts = [
    h(Button, { type: 'primary' }, 'a'), h(Button, { danger: true, loading: true }, 'b'), h(Button, { type: 'link' }, 'c'), h(Button, { type: 'text', icon: h('span') }),
    h(Space, null, h(Button, null, 'a')), h(Space.Compact, null, h(Input), h(Button, null, 'a')),
    h(Input, { allowClear: true }), h(Input.Password), h(Input.Search, { enterButton: true }), h(Input.TextArea, { showCount: true, maxLength: 10 }),
    h(Form, { layout: 'vertical' }, h(Form.Item, { label: 'a', required: true, help: 'b', validateStatus: 'error' }, h(Input)), h(Form.Item, { label: 'c', extra: 'd' }, h(Select, { options, allowClear: true, showSearch: true }))),
    h(Popconfirm, { title: 'a' }, h(Button, null, 'b')),
    h(List, { dataSource: [1, 2], renderItem: (r: unknown) => h(List.Item, null, h(List.Item.Meta, { title: String(r), description: 'd' })) }),
    h(Alert, { type: 'error', showIcon: true, title: 'a', description: 'b' }),
    h(Rate), h(Radio.Group, { options }), h(Radio.Group, { options, optionType: 'button' }),
    h(Upload, { fileList: [{ uid: '1', name: 'a.pdf', status: 'done' }, { uid: '2', name: 'b.pdf', status: 'error' }] }, h(Button, null, 'a')), h(Switch),
    h(Steps, { current: 1, items: [{ title: 'a' }, { title: 'b' }] }), h(DatePicker.RangePicker), h(Spin), h(Empty),
  ];
  // Unhashed (`hashed: false`, as AntdScope sets it): `.ant-btn` rather than `:where(.css-…).ant-btn`,
  // the same specificity in a sheet half the size.
  const cache = createCache();
  renderToString(h(StyleProvider, { cache }, h(ConfigProvider, { theme: { hashed: false } }, ...parts)));
  return extractStyle(cache, { types: 'style', plain: true });
}

export function antdStyles(): Plugin {
  let css: string | null = null;
  return {
    name: 'storefront:antd-styles',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load(id, options) {
      if (id !== `\0${ID}`) return null;
      // The server never puts it in a page (it renders no antd screen: AntdScope's insert needs a document).
      if (options?.ssr) return 'export default "";';
      css ??= extractAntdStyles();
      return `export default ${JSON.stringify(css)};`;
    },
  };
}
