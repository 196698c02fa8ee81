/** The part of subset-font@2.9's API that scripts/font-subsets.ts uses (it ships no types; DefinitelyTyped's lag behind its options). */
declare module 'subset-font' {
  type Options = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    /** Layout features to keep (hb-subset --layout-features). */
    keepFeatures?: string[];
    /** Drops hinting instructions (hb-subset --no-hinting). */
    noHinting?: boolean;
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
