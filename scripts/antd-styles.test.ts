import { describe, expect, it } from 'vitest';
import { extractAntdStyles } from './antd-styles.ts';

describe("antd's styles made at build time", () => {
  it('hold each member component, unhashed as AntdScope asks, with the map of paths antd reads to skip them', { timeout: 60_000 }, () => {
    const css = extractAntdStyles();
    const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]+)";\}/.exec(css)?.[1] ?? '';
    const paths = map.split(';').map((entry) => entry.split(':')[0]);
    // antd's path of a style: the hash (none: unhashed), the component, its class prefix, the icons' prefix.
    for (const part of ['Button-Button|ant-btn', 'Input-Component|ant-input', 'Input-TextArea|ant-input', 'Form-Form|ant-form', 'List-List|ant-list', 'Popconfirm-Popconfirm|ant-popconfirm', 'Radio-Radio|ant-radio', 'Steps-Steps|ant-steps', 'Upload-Upload|ant-upload', 'DatePicker-DatePicker|ant-picker', 'Rate-Rate|ant-rate', 'Switch-Switch|ant-switch', 'Alert-Alert|ant-alert']) {
      expect(paths).toContain(`|${part}|anticon`);
    }
    expect(css).not.toContain(':where(.css-');
    expect(css).toMatch(/\.ant-btn\{/);
  });
});
