import { IMAGE_WIDTHS } from './constants';

/**
 * Image URLs made by the image store, in one of two forms:
 * - local stack: `/api/images/<uuid>-<width>.webp`, relative, so it resolves on whatever
 *   origin serves the app (Hosting on :5000, Vite's proxy on :5173, localhost or 127.0.0.1);
 * - production: a Firebase Storage download URL,
 *   `https://firebasestorage.googleapis.com/v0/b/<bucket>/o/images%2F<uuid>-<width>.webp?alt=media&token=<uuid>`,
 *   where both sizes of one image share one download token.
 * A listing stores the detail URL; the card URL is derived from it, never sent by a client.
 */
const LOCAL_IMAGE_URL = /^\/api\/images\/([0-9a-f-]{36})-(\d+)\.webp$/;
const DOWNLOAD_URL =
  /^(https:\/\/firebasestorage\.googleapis\.com\/v0\/b\/[a-z0-9._-]+\/o\/images%2F)([0-9a-f-]{36})-(\d+)\.webp(\?alt=media&token=[0-9a-f-]{36})$/;

interface ParsedImageUrl {
  id: string;
  width: number;
  /** Rebuilds the URL of another size of the same image. */
  withWidth: (width: number) => string;
}

function parse(url: string): ParsedImageUrl | null {
  const local = LOCAL_IMAGE_URL.exec(url);
  if (local) return { id: local[1]!, width: Number(local[2]), withWidth: (width) => localImageUrl(local[1]!, width) };
  const download = DOWNLOAD_URL.exec(url);
  if (download) {
    const [, prefix, id, width, query] = download;
    return { id: id!, width: Number(width), withWidth: (other) => `${prefix}${id}-${other}.webp${query}` };
  }
  return null;
}

/** True for a URL the image store made (local or Cloud Storage), of any width. */
export function isStoredImageUrl(url: string): boolean {
  return parse(url) !== null;
}

export const imageFileName = (id: string, width: number) => `${id}-${width}.webp`;

export function localImageUrl(id: string, width: number): string {
  return `/api/images/${imageFileName(id, width)}`;
}

/**
 * The `srcset` of a photo of ours, whatever width `url` is: both widths the store keeps, so a
 * phone's card downloads the card size and a wide screen the detail size. Undefined for any
 * other URL (shown as it is).
 */
export function imageSrcSet(url: string): string | undefined {
  const parsed = parse(url);
  if (!parsed || (parsed.width !== IMAGE_WIDTHS.card && parsed.width !== IMAGE_WIDTHS.detail)) return undefined;
  return `${parsed.withWidth(IMAGE_WIDTHS.card)} ${IMAGE_WIDTHS.card}w, ${parsed.withWidth(IMAGE_WIDTHS.detail)} ${IMAGE_WIDTHS.detail}w`;
}

/** The card-size URL for a detail-size URL of ours, or null when the URL is not one of ours. */
export function cardUrlFor(detailUrl: string): string | null {
  const parsed = parse(detailUrl);
  if (!parsed || parsed.width !== IMAGE_WIDTHS.detail) return null;
  return parsed.withWidth(IMAGE_WIDTHS.card);
}

/**
 * An image of the local store written with an origin (`http://127.0.0.1:5000/api/images/…`,
 * as older data and Auth profile photos have it) becomes the relative path, which works on
 * every origin the app is served from. Any other URL is returned as it is.
 */
export function withoutLocalOrigin(url: string): string {
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) return url;
  const { pathname, search, hash } = new URL(url);
  return !search && !hash && LOCAL_IMAGE_URL.test(pathname) ? pathname : url;
}
