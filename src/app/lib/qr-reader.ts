/** Reads the text of a QR code in the video's current frame, or undefined when it sees none. */
export type QrReader = (video: HTMLVideoElement) => Promise<string | undefined>;

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect: (source: CanvasImageSource) => Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats: () => Promise<string[]>;
};

/** Frames are scaled down to this width before decoding in JavaScript (fast enough on a phone). */
const DECODE_WIDTH = 640;

async function barcodeDetectorReader(): Promise<QrReader | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return undefined;
  } catch {
    return undefined;
  }
  const detector = new Detector({ formats: ['qr_code'] });
  return async (video) => (await detector.detect(video))[0]?.rawValue;
}

/** jsQR over the frame drawn into a canvas; loaded only where the browser has no BarcodeDetector. */
async function jsQrReader(): Promise<QrReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return undefined;
    const scale = Math.min(1, DECODE_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data;
  };
}

/** The browser's own QR detector (BarcodeDetector) where it has one, else jsQR. */
export async function createQrReader(): Promise<QrReader> {
  return (await barcodeDetectorReader()) ?? jsQrReader();
}
