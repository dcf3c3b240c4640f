import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { config } from '../../shared/config';
import { adminApp } from '../../shared/firestore';
import { imageFileName, localImageUrl } from '../../contract/image-urls';

/** One size of one re-encoded image. */
export interface SizedImage {
  width: number;
  bytes: Buffer;
}

/** Where re-encoded images go. Both stores name files `images/<id>-<width>.webp`. */
export interface ImageStore {
  /** Stores every size of one image and answers their URLs, in the order of `sizes`. */
  save(id: string, sizes: readonly SizedImage[]): Promise<string[]>;
}

/** Names never change content (a new upload gets a new id), so caches may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A stored file name: a random UUID and a width. Anything else is not ours to serve. */
export const STORED_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-\d{1,5}\.webp$/;

/** The local folder of the local stack and the tests; the seed loader writes the same layout. */
export const localImagesDir = () => path.join(config.localDataDir, 'images');

/** Local stack and tests: files in the local data folder, served by GET /api/images/:file. */
export class LocalImageStore implements ImageStore {
  async save(id: string, sizes: readonly SizedImage[]): Promise<string[]> {
    const dir = localImagesDir();
    await mkdir(dir, { recursive: true });
    return Promise.all(
      sizes.map(async ({ width, bytes }) => {
        const target = path.join(dir, imageFileName(id, width));
        // Written aside and renamed, so a reader never sees half a file.
        const partial = `${target}.${randomUUID()}.partial`;
        await writeFile(partial, bytes);
        await rename(partial, target);
        return localImageUrl(id, width);
      }),
    );
  }
}

/** The part of a Cloud Storage bucket (`@google-cloud/storage`'s Bucket) this store uses. */
export interface StorageBucket {
  name: string;
  file(name: string): { save(bytes: Buffer, options: StorageSaveOptions): Promise<unknown> };
}

/** What the store passes to File.save: no ACL of any kind (no `public`, `predefinedAcl` or `acl`). */
export interface StorageSaveOptions {
  resumable: false;
  contentType: string;
  metadata: { cacheControl: string; metadata: { firebaseStorageDownloadTokens: string } };
  preconditionOpts: { ifGenerationMatch: 0 };
}

const DOWNLOAD_ORIGIN = 'https://firebasestorage.googleapis.com';

/**
 * Production: objects in the Firebase Storage bucket, read through Firebase download URLs.
 * Works on buckets with uniform bucket-level access, since it sets no ACL: each object gets a
 * Firebase download token in its metadata (what the Firebase console and client SDK do), and
 * the URL is the one firebase-admin's getDownloadURL() would read back for that token, built
 * here without another request. Both sizes of an image share one token, so the card URL
 * follows from the detail URL (cardUrlFor). Only this API writes there (storage.rules deny
 * client writes).
 */
export class CloudStorageImageStore implements ImageStore {
  constructor(private readonly bucket: () => Promise<StorageBucket> = defaultBucket) {}

  async save(id: string, sizes: readonly SizedImage[]): Promise<string[]> {
    const bucket = await this.bucket();
    const token = randomUUID();
    return Promise.all(
      sizes.map(async ({ width, bytes }) => {
        const objectName = `images/${imageFileName(id, width)}`;
        await bucket.file(objectName).save(bytes, {
          resumable: false,
          contentType: 'image/webp',
          metadata: { cacheControl: IMMUTABLE_CACHE_CONTROL, metadata: { firebaseStorageDownloadTokens: token } },
          // A random id is never reused; refuse to overwrite if it ever were.
          preconditionOpts: { ifGenerationMatch: 0 },
        });
        return `${DOWNLOAD_ORIGIN}/v0/b/${bucket.name}/o/${encodeURIComponent(objectName)}?alt=media&token=${token}`;
      }),
    );
  }
}

async function defaultBucket(): Promise<StorageBucket> {
  // Loaded on first use: the local stack and the tests never need the Storage client.
  const { getStorage } = await import('firebase-admin/storage');
  return getStorage(adminApp()).bucket(config.storageBucket) as unknown as StorageBucket;
}

let store: ImageStore | undefined;

export function imageStore(): ImageStore {
  store ??= config.local ? new LocalImageStore() : new CloudStorageImageStore();
  return store;
}
