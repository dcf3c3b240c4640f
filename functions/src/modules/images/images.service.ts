import { randomUUID } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../shared/app-error';
import { IMAGE_WIDTHS } from '../../contract/constants';
import type { UploadedImage } from '../../contract/images';
import { imageStore } from './image-store';

/** Formats we accept, judged from the bytes, never from the file name or the declared type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * A decompression-bomb guard: a small file can claim huge dimensions. 50 megapixels covers
 * full-resolution phone photos.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/** WebP quality per size: a photo's card stays well under 40 KB; the detail view looks sharp. */
const QUALITY = { card: 72, detail: 80 } as const;

const notAnImage = () => new AppError(415, 'unsupported_media_type', 'The file is not a JPEG, PNG or WebP image.');

async function sniff(bytes: Buffer): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw notAnImage();
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage();
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new AppError(413, 'payload_too_large', 'The image has too many pixels (at most 50 megapixels).');
  }
}

/**
 * Turned upright from its EXIF orientation, scaled down (never up) to the width, and encoded
 * as WebP. sharp writes no metadata unless asked, so EXIF (GPS position included) is dropped.
 */
async function encode(bytes: Buffer, width: number, quality: number): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
  } catch {
    // The header looked right but the picture does not decode (truncated or corrupt).
    throw notAnImage();
  }
}

/**
 * POST /images: checks what the bytes really are, re-encodes them at the sizes the UI shows
 * and stores them under a new random name. Both sizes are encoded before anything is stored,
 * so a file that fails leaves nothing behind.
 */
export async function storeImage(bytes: Buffer): Promise<UploadedImage> {
  await sniff(bytes);
  const card = await encode(bytes, IMAGE_WIDTHS.card, QUALITY.card);
  const detail = await encode(bytes, IMAGE_WIDTHS.detail, QUALITY.detail);
  const id = randomUUID();
  const [card_url, display_url] = await imageStore().save(id, [
    { width: IMAGE_WIDTHS.card, bytes: card },
    { width: IMAGE_WIDTHS.detail, bytes: detail },
  ]);
  return { display_url: display_url!, card_url: card_url! };
}
