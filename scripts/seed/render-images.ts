import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../functions/src/contract/constants';
import { toolCache } from '../lib/paths';
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
 * Drawn images by what they are drawn from: every fresh start (`npm start -- --fresh`, each test
 * run's stack) loads the same seed, and drawing its hundred-odd pictures cost about 6 CPU-s each time.
 */
const DRAWN_IMAGES = path.join(toolCache, 'recell-seed-images');

/** The WebP sharp makes of this SVG: the same drawing, options and sharp give the same file. */
const drawingKey = (svg: string) => createHash('sha256').update(JSON.stringify([svg, WEBP, sharp.versions])).digest('hex');

/** Draws the job's image into the cache unless it is there (written aside, then renamed: parallel seeds may draw it too). */
async function drawn(job: RenderJob): Promise<string> {
  const file = path.join(DRAWN_IMAGES, `${drawingKey(job.svg)}.webp`);
  if (!existsSync(file)) {
    const aside = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await sharp(Buffer.from(job.svg)).webp(WEBP).toFile(aside);
    await rename(aside, file);
  }
  return file;
}

/**
 * Draws every seed image at each size the UI shows, straight at that width (crisper than
 * scaling one raster), into the local image store: `<dataDir>/images/<uuid>-<width>.webp`.
 * Returns how many files were written.
 */
export async function renderSeedImages(images: SeedImages, dataDir: string): Promise<number> {
  const dir = path.join(dataDir, 'images');
  await Promise.all([mkdir(dir, { recursive: true }), mkdir(DRAWN_IMAGES, { recursive: true })]);
  const widths = Object.values(IMAGE_WIDTHS);
  const jobs: RenderJob[] = widths.flatMap((width) => [
    ...images.phones.map((phone) => ({ file: `${phone.id}-${width}.webp`, svg: phoneIllustrationSvg(phone, width) })),
    ...images.avatars.map((avatar) => ({ file: `${avatar.id}-${width}.webp`, svg: avatarSvg(avatar, width) })),
  ]);
  await runPooled(jobs, CONCURRENCY, async (job) => {
    await copyFile(await drawn(job), path.join(dir, job.file));
  });
  return jobs.length;
}
