import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../contract/constants';
import { CloudStorageImageStore, IMMUTABLE_CACHE_CONTROL, type StorageBucket, type StorageSaveOptions } from './image-store';
import { cardUrlFor, isStoredImageUrl, withoutLocalOrigin } from '../../contract/image-urls';

/**
 * The production store against a fake of the Storage client's bucket (no Storage emulator runs
 * here): the one stand-in of the test suite. It records what File.save receives.
 */
class FakeBucket implements StorageBucket {
  readonly saved: { name: string; bytes: Buffer; options: StorageSaveOptions }[] = [];
  constructor(readonly name: string) {}
  file(name: string) {
    return {
      save: async (bytes: Buffer, options: StorageSaveOptions) => {
        this.saved.push({ name, bytes, options });
      },
    };
  }
}

const ID = '5b0c7f5e-3c1a-4a55-9a57-3f1f1c0f2b11';

describe('CloudStorageImageStore', () => {
  async function saveBothSizes() {
    const bucket = new FakeBucket('recell-prod.firebasestorage.app');
    const store = new CloudStorageImageStore(async () => bucket);
    const urls = await store.save(ID, [
      { width: IMAGE_WIDTHS.card, bytes: Buffer.from('card') },
      { width: IMAGE_WIDTHS.detail, bytes: Buffer.from('detail') },
    ]);
    return { bucket, urls };
  }

  it('saves each size under images/ with no ACL option, so buckets with uniform access accept it', async () => {
    const { bucket } = await saveBothSizes();
    expect(bucket.saved.map((entry) => entry.name)).toEqual([`images/${ID}-${IMAGE_WIDTHS.card}.webp`, `images/${ID}-${IMAGE_WIDTHS.detail}.webp`]);
    for (const { options } of bucket.saved) {
      expect(options).not.toHaveProperty('public');
      expect(options).not.toHaveProperty('predefinedAcl');
      expect(options).not.toHaveProperty('acl');
      expect(options.metadata).not.toHaveProperty('acl');
      expect(options).toMatchObject({ resumable: false, contentType: 'image/webp', preconditionOpts: { ifGenerationMatch: 0 } });
      expect(options.metadata.cacheControl).toBe(IMMUTABLE_CACHE_CONTROL);
    }
  });

  it('answers Firebase download URLs whose token is the one stored on the objects, shared by both sizes', async () => {
    const { bucket, urls } = await saveBothSizes();
    const tokens = bucket.saved.map((entry) => entry.options.metadata.metadata.firebaseStorageDownloadTokens);
    expect(tokens[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(tokens[1]).toBe(tokens[0]);
    expect(urls).toEqual(
      [IMAGE_WIDTHS.card, IMAGE_WIDTHS.detail].map(
        (width) =>
          `https://firebasestorage.googleapis.com/v0/b/recell-prod.firebasestorage.app/o/images%2F${ID}-${width}.webp?alt=media&token=${tokens[0]}`,
      ),
    );
  });

  it('answers URLs the API accepts for a listing, whose card URL it derives', async () => {
    const { urls } = await saveBothSizes();
    const [card, detail] = urls as [string, string];
    expect(isStoredImageUrl(detail)).toBe(true);
    expect(cardUrlFor(detail)).toBe(card);
    expect(cardUrlFor(card)).toBeNull();
  });

  it('uses a new token for each image', async () => {
    const [first, second] = await Promise.all([saveBothSizes(), saveBothSizes()]);
    expect(first.urls[0]).not.toBe(second.urls[0]);
  });
});

describe('image URLs', () => {
  it('refuses look-alikes of ours', () => {
    const good = `https://firebasestorage.googleapis.com/v0/b/b/o/images%2F${ID}-1200.webp?alt=media&token=${ID}`;
    expect(isStoredImageUrl(good)).toBe(true);
    for (const url of [
      good.replace('firebasestorage.googleapis.com', 'evil.test'),
      good.replace('images%2F', 'other%2F'),
      `${good}&x=1`,
      `https://storage.googleapis.com/b/images/${ID}-1200.webp`,
      `http://127.0.0.1:5000/api/images/${ID}-1200.webp`,
      `/api/images/${ID}-1200.png`,
    ]) {
      expect(isStoredImageUrl(url), url).toBe(false);
    }
  });

  it('drops the origin of a local image URL and leaves every other URL alone', () => {
    expect(withoutLocalOrigin(`http://127.0.0.1:5000/api/images/${ID}-400.webp`)).toBe(`/api/images/${ID}-400.webp`);
    expect(withoutLocalOrigin(`http://localhost:5173/api/images/${ID}-1200.webp`)).toBe(`/api/images/${ID}-1200.webp`);
    expect(withoutLocalOrigin(`/api/images/${ID}-400.webp`)).toBe(`/api/images/${ID}-400.webp`);
    expect(withoutLocalOrigin('https://lh3.googleusercontent.com/a/photo.jpg')).toBe('https://lh3.googleusercontent.com/a/photo.jpg');
    expect(withoutLocalOrigin(`http://127.0.0.1:5000/api/images/${ID}-400.webp?x=1`)).toBe(`http://127.0.0.1:5000/api/images/${ID}-400.webp?x=1`);
  });
});
