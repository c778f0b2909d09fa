/** The longest side of a stored photo and of its thumbnail (px). */
export const PHOTO_MAX_SIDE = 1600;
export const THUMB_MAX_SIDE = 400;
/** The largest upload (bytes): a phone's full-size JPEG is 3-6 MB. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** Refuses larger images before decoding them (a "decompression bomb"): 100 MP is past any phone. */
const MAX_INPUT_PIXELS = 100_000_000;

export type ProcessedPhoto = { image: Buffer; thumb: Buffer; width: number; height: number };

/**
 * A photo as stored: turned upright from its EXIF orientation, at most PHOTO_MAX_SIDE px on its
 * longest side, WebP. sharp writes no metadata unless asked (no withMetadata), so the EXIF
 * block, the GPS position, XMP and ICC go; the pixels are converted to sRGB first. Undefined
 * when the bytes are no image sharp can read (the caller answers 422).
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto | undefined> {
  // Loaded on the first upload, not at start: libvips is about 28 MiB of the idle process.
  const { default: sharp } = await import('sharp');
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const full = await input()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(full.data)
      .resize(THUMB_MAX_SIDE, THUMB_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
    return { image: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch {
    return undefined;
  }
}
