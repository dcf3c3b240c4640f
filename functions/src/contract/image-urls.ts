import { IMAGE_WIDTHS } from './constants';

/**
 * Image URLs made by the image store: `<base>/<uuid>-<width>.webp`, where base is
 * `/api/images` in the local stack and the bucket's public folder in production.
 * A listing stores the detail URL; the card URL is derived from it, never sent by a client.
 */
const IMAGE_URL = /^(\/api\/images|https:\/\/storage\.googleapis\.com\/[a-z0-9._-]+\/images)\/([0-9a-f-]{36})-(\d+)\.webp$/;

/** True for a URL the image store made (local or Cloud Storage), of any width. */
export function isStoredImageUrl(url: string): boolean {
  return IMAGE_URL.test(url);
}

export function imageUrl(base: string, id: string, width: number): string {
  return `${base}/${id}-${width}.webp`;
}

/** The card-size URL for a detail-size URL of ours, or null when the URL is not one of ours. */
export function cardUrlFor(detailUrl: string): string | null {
  const match = IMAGE_URL.exec(detailUrl);
  if (!match || Number(match[3]) !== IMAGE_WIDTHS.detail) return null;
  return imageUrl(match[1]!, match[2]!, IMAGE_WIDTHS.card);
}
