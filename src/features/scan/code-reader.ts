/**
 * Reads codes from camera frames: the browser's BarcodeDetector where it has one for our formats,
 * else the same API from the barcode-detector polyfill (ZXing in WebAssembly), whose .wasm file is
 * served by us (never a CDN) and cached by the service worker for offline use.
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** A product's box or label: QR codes, Code 128 (and GS1-128), DataMatrix (and GS1 DataMatrix), and the box's EAN-13. */
export const CODE_FORMATS = ['qr_code', 'code_128', 'data_matrix', 'ean_13'] as const;

type Detector = { detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]> };
type DetectorClass = { new (opts: { formats: string[] }): Detector; getSupportedFormats?: () => Promise<string[]> };

/** The URL of the reader's WebAssembly, for warming the cache before going offline. */
export const READER_WASM_URL = wasmUrl;

export async function createCodeReader(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native?.getSupportedFormats) {
    const supported = await native.getSupportedFormats().catch(() => [] as string[]);
    if (CODE_FORMATS.every((f) => supported.includes(f))) return new native({ formats: [...CODE_FORMATS] });
  }
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) }, fireImmediately: true });
  return new BarcodeDetector({ formats: [...CODE_FORMATS] });
}
