import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../functions/src/contract/constants';
import { avatarSvg } from './avatar';
import { phoneIllustrationSvg } from './phone-illustration';
import type { SeedImages } from './seed-files';

/** sharp works on its own thread pool; a few jobs in flight keep both cores busy without piling up memory. */
const CONCURRENCY = 4;
const WEBP = { quality: 80, effort: 4 } as const;

interface RenderJob {
  file: string;
  svg: string;
}

async function runPooled<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Draws every seed image at each size the UI shows, straight at that width (crisper than
 * scaling one raster), into the local image store: `<dataDir>/images/<uuid>-<width>.webp`.
 * Returns how many files were written.
 */
export async function renderSeedImages(images: SeedImages, dataDir: string): Promise<number> {
  const dir = path.join(dataDir, 'images');
  await mkdir(dir, { recursive: true });
  const widths = Object.values(IMAGE_WIDTHS);
  const jobs: RenderJob[] = widths.flatMap((width) => [
    ...images.phones.map((phone) => ({ file: `${phone.id}-${width}.webp`, svg: phoneIllustrationSvg(phone, width) })),
    ...images.avatars.map((avatar) => ({ file: `${avatar.id}-${width}.webp`, svg: avatarSvg(avatar, width) })),
  ]);
  await runPooled(jobs, CONCURRENCY, async (job) => {
    await sharp(Buffer.from(job.svg)).webp(WEBP).toFile(path.join(dir, job.file));
  });
  return jobs.length;
}
