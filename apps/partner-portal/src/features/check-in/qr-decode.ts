// Reads the text of a QR code from a camera frame or an image file: with the browser's own
// BarcodeDetector where it reads QR codes (Chrome on Android, macOS and ChromeOS; Safari), else with
// jsQR, a dependency-free decoder that works on the pixels of a canvas (docs/decisions/README.md, "Check-in").
import jsQR from 'jsqr';

type Source = HTMLVideoElement | ImageBitmap;

interface QrDetector {
  detect(source: Source): Promise<Array<{ rawValue: string }>>;
}

interface QrDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats?: () => Promise<string[]>;
}

let detector: Promise<QrDetector | null> | undefined;

/** The browser's detector if it reads QR codes; asked once. */
function nativeDetector(): Promise<QrDetector | null> {
  detector ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: QrDetectorClass }).BarcodeDetector;
    if (!Detector) return null;
    try {
      const formats = await Detector.getSupportedFormats?.();
      if (formats && !formats.includes('qr_code')) return null;
      return new Detector({ formats: ['qr_code'] });
    } catch {
      return null;
    }
  })();
  return detector;
}

/** Frames and photos are read at most this wide or high: enough for a ticket's code, cheap to scan. */
const MAX_SIDE = 1024;
let canvas: HTMLCanvasElement | undefined;

function decodePixels(source: Source, width: number, height: number): string | null {
  if (!width || !height) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  canvas ??= document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, w, h);
  const pixels = context.getImageData(0, 0, w, h);
  return jsQR(pixels.data, w, h, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** The text of the first QR code in the frame or image, or null when there is none. */
export async function decodeQr(source: Source, width: number, height: number): Promise<string | null> {
  const native = await nativeDetector();
  if (native) {
    try {
      const [found] = await native.detect(source);
      return found?.rawValue ?? null;
    } catch {
      // A detector that fails on this source: read the pixels instead.
    }
  }
  return decodePixels(source, width, height);
}

/** The text of the QR code in an image file (a photo or screenshot of a ticket), or null. */
export async function decodeQrFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return await decodeQr(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
