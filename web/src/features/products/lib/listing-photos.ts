import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { ENGLISH_WORDS, type Words } from '@/lib/i18n/words';

/** One photo of a listing being written: a picked file while it uploads, then its stored URL. */
export interface ListingPhoto {
  /** Stable through reorders (the list's React key). */
  key: string;
  /** The uploaded photo's detail-size URL, or null until the upload has finished. */
  url: string | null;
  /** The picked file (null for a photo the listing already had). */
  file: File | null;
  /** Why the upload failed, or null. */
  error: string | null;
}

let keys = 0;
export const newPhotoKey = () => `photo-${(keys += 1)}`;

/** A photo the listing already has (editing). */
export const storedPhoto = (url: string): ListingPhoto => ({ key: newPhotoKey(), url, file: null, error: null });

/** A picked file, about to upload. */
export const pickedPhoto = (file: File): ListingPhoto => ({ key: newPhotoKey(), url: null, file, error: null });

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(next.length, to)), 0, item as T);
  return next;
}

export const isUploading = (photo: ListingPhoto) => photo.url === null && photo.error === null;

/** The form's photos field: at least one, at most `max`, every one uploaded; its messages in the page's words. */
export function photosField(max: number, { i18n, format }: Words = ENGLISH_WORDS) {
  const most = format.formatCount(max);
  return z
    .array(
      z.object({
        key: z.string(),
        url: z.string().nullable(),
        file: z.custom<File>((value) => value instanceof File).nullable(),
        error: z.string().nullable(),
      }),
    )
    .min(1, { error: i18n._(msg`Add at least one photo of the phone.`) })
    .max(max, { error: i18n._(msg`A listing has at most ${most} photos.`) })
    .refine((photos) => photos.every((photo) => photo.error === null), { error: i18n._(msg`Remove the photos that could not be uploaded, or try them again.`) })
    .refine((photos) => photos.every((photo) => photo.url !== null), { error: i18n._(msg`Wait for the photos to finish uploading.`) });
}

/** The uploaded URLs in order, the cover first. */
export const photoUrlsOf = (photos: readonly ListingPhoto[]): string[] => photos.flatMap((photo) => (photo.url ? [photo.url] : []));
