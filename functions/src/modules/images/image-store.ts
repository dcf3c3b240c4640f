import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { config } from '../../shared/config';
import { adminApp } from '../../shared/firestore';
import { imageUrl } from '../../contract/image-urls';

/** Where re-encoded images go. Both stores name files `images/<id>-<width>.webp`. */
export interface ImageStore {
  /** Stores one size of one image and answers its public URL. */
  save(id: string, width: number, bytes: Buffer): Promise<string>;
}

/** Names never change content (a new upload gets a new id), so caches may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const fileNameOf = (id: string, width: number) => `${id}-${width}.webp`;

/** A stored file name: a random UUID and a width. Anything else is not ours to serve. */
export const STORED_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-\d{1,5}\.webp$/;

/** The local folder of the local stack and the tests; the seed loader writes the same layout. */
export const localImagesDir = () => path.join(config.localDataDir, 'images');

/** Local stack and tests: files in the local data folder, served by GET /api/images/:file. */
export class LocalImageStore implements ImageStore {
  async save(id: string, width: number, bytes: Buffer): Promise<string> {
    const dir = localImagesDir();
    await mkdir(dir, { recursive: true });
    const target = path.join(dir, fileNameOf(id, width));
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${target}.${randomUUID()}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, target);
    return imageUrl('/api/images', id, width);
  }
}

/**
 * Production: public objects in the Cloud Storage bucket, read straight from Google's edge.
 * Only this API writes there (storage.rules deny client writes).
 */
export class CloudStorageImageStore implements ImageStore {
  async save(id: string, width: number, bytes: Buffer): Promise<string> {
    // Loaded on first use: the local stack and the tests never need the Storage client.
    const { getStorage } = await import('firebase-admin/storage');
    const bucket = getStorage(adminApp()).bucket(config.storageBucket);
    const objectName = `images/${fileNameOf(id, width)}`;
    await bucket.file(objectName).save(bytes, {
      resumable: false,
      public: true,
      contentType: 'image/webp',
      metadata: { cacheControl: IMMUTABLE_CACHE_CONTROL },
      // A random id is never reused; refuse to overwrite if it ever were.
      preconditionOpts: { ifGenerationMatch: 0 },
    });
    return imageUrl(`https://storage.googleapis.com/${bucket.name}/images`, id, width);
  }
}

let store: ImageStore | undefined;

export function imageStore(): ImageStore {
  store ??= config.local ? new LocalImageStore() : new CloudStorageImageStore();
  return store;
}
