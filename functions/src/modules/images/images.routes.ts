import { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { AppError } from '../../shared/app-error';
import { requireToken } from '../../shared/auth';
import { config } from '../../shared/config';
import { MAX_IMAGE_BYTES } from '../../shared/constants';
import { writeLimiter } from '../../shared/rate-limit';
import { IMMUTABLE_CACHE_CONTROL, STORED_FILE_NAME, localImagesDir } from './image-store';
import { storeImage } from './images.service';

export const imagesRouter = Router();

/**
 * One file in the field "image", at most MAX_IMAGE_BYTES, nothing else. multer's LIMIT_*
 * errors become 413 (too large) or 400 (wrong field, more files, other fields) in app.ts.
 */
const singleImage = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 1 },
}).single('image');

function requireMultipart(req: Request, _res: Response, next: NextFunction) {
  if (!req.is('multipart/form-data')) {
    throw new AppError(415, 'unsupported_media_type', 'Upload the image as multipart/form-data in the field "image".');
  }
  next();
}

imagesRouter.post('/images', requireToken, writeLimiter, requireMultipart, singleImage, async (req, res) => {
  if (!req.file) throw AppError.badRequest('Send exactly one image in the field "image".');
  res.status(201).json({ success: true, data: await storeImage(req.file.buffer) });
});

// The local stack serves the local image store; in production images come from Cloud Storage.
if (config.local) {
  imagesRouter.get('/images/:file', (req, res, next) => {
    const file = req.params.file;
    if (!STORED_FILE_NAME.test(file)) throw AppError.notFound('There is no such image.');
    res.sendFile(
      file,
      { root: localImagesDir(), dotfiles: 'deny', headers: { 'Cache-Control': IMMUTABLE_CACHE_CONTROL, 'Content-Type': 'image/webp' } },
      (error) => {
        if (!error) return;
        next((error as { status?: number }).status === 404 ? AppError.notFound('There is no such image.') : error);
      },
    );
  });
}
