import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '@contract/constants';
import { UPLOAD_TIMEOUT_MS } from '@/config/constants';
import { ApiError, apiUrl, authHeader, handleUnauthenticated, TIMEOUT_MESSAGE, toApiError } from '@/lib/api-client';

export interface UploadedImage {
  /** The detail size (about 1200 px wide); listings and profiles store this one. */
  display_url: string;
  /** The card size (about 400 px wide). */
  card_url: string;
}

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What is wrong with a picked file before we send it, or null. The server checks again from the bytes. */
export function imageFileProblem(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > MAX_IMAGE_BYTES) return 'The image must be 5 MB or smaller.';
  return null;
}

/** A form field holding the picked photo: required, with `missing` as its message when none is. */
export const pickedImage = (missing: string) =>
  z.custom<File>((value) => value instanceof File, { error: missing }).check((context) => {
    const problem = imageFileProblem(context.value);
    if (problem) context.issues.push({ code: 'custom', message: problem, input: context.value });
  });

/**
 * POST /api/images (multipart, field `image`). XMLHttpRequest rather than fetch because
 * only XHR reports upload progress; `onProgress` receives 0-100.
 */
export async function uploadImage(file: File, onProgress?: (percent: number) => void): Promise<UploadedImage> {
  const headers = await authHeader();
  const form = new FormData();
  form.append('image', file);

  const { status, text, timedOut } = await new Promise<{ status: number; text: string; timedOut?: boolean }>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/images'));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => resolve({ status: 0, text: '' });
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.ontimeout = () => resolve({ status: 0, text: '', timedOut: true });
    xhr.send(form);
  });

  if (timedOut) throw new ApiError(0, 'timeout', TIMEOUT_MESSAGE);
  if (status < 200 || status >= 300) {
    const error = toApiError(status, text);
    if (status === 401) handleUnauthenticated(error);
    throw error;
  }
  const body = JSON.parse(text) as { success?: boolean; data?: Partial<UploadedImage> };
  if (!body.success || !body.data?.display_url) {
    throw new ApiError(status, 'unknown', 'The image could not be uploaded. Please try another one.');
  }
  onProgress?.(100);
  return { display_url: body.data.display_url, card_url: body.data.card_url ?? body.data.display_url };
}
