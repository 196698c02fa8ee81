/** antd's styles made at build time, as CSS text (scripts/antd-styles.ts). */
declare module 'virtual:antd-styles' {
  const css: string;
  export default css;
}
