import { Router, type NextFunction, type Request, type Response } from 'express';
import type { UploadImageResponse } from '../../contract/images';
import { AppError } from '../../shared/app-error';
import { requireRegisteredAccount } from '../../shared/auth';
import { config } from '../../shared/config';
import { uploadLimiter } from '../../shared/rate-limit';
import { IMMUTABLE_CACHE_CONTROL, STORED_FILE_NAME, localImagesDir } from './image-store';
import { storeImage } from './images.service';
import { readSingleImage } from './read-upload';

export const imagesRouter = Router();

function requireMultipart(req: Request, _res: Response, next: NextFunction) {
  if (!req.is('multipart/form-data')) {
    throw new AppError(415, 'unsupported_media_type', 'Upload the image as multipart/form-data in the field "image".');
  }
  next();
}

imagesRouter.post('/images', requireRegisteredAccount, uploadLimiter, requireMultipart, async (req, res) => {
  res.status(201).json({ success: true, data: await storeImage(await readSingleImage(req)) } satisfies UploadImageResponse);
});

// The local stack serves the local image store; in production images come from Cloud Storage.
// Public pictures, like Storage's: any page may show them (helmet's default CORP is same-origin,
// which breaks them wherever an absolute URL of another local origin points here).
if (config.local) {
  imagesRouter.get('/images/:file', (req, res, next) => {
    const file = req.params.file;
    if (!STORED_FILE_NAME.test(file)) throw AppError.notFound('There is no such image.');
    res.sendFile(
      file,
      { root: localImagesDir(), dotfiles: 'deny', headers: { 'Cache-Control': IMMUTABLE_CACHE_CONTROL, 'Content-Type': 'image/webp', 'Cross-Origin-Resource-Policy': 'cross-origin' } },
      (error) => {
        if (!error) return;
        next((error as { status?: number }).status === 404 ? AppError.notFound('There is no such image.') : error);
      },
    );
  });
}
