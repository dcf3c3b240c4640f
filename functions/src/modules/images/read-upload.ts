import busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from '../../shared/app-error';
import { MAX_IMAGE_BYTES } from '../../contract/constants';

const wrongShape = () => AppError.badRequest('Send exactly one image in the field "image".');
const tooLarge = () => new AppError(413, 'payload_too_large', 'The image is larger than 5 MB.');

/**
 * Reads the one file of a multipart upload (field "image", at most MAX_IMAGE_BYTES, nothing
 * else). Cloud Functions (and its emulator) read the whole body before Express runs and keep
 * it as req.rawBody, so the stream is already drained there: parse those bytes instead.
 */
export function readSingleImage(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0 } });
    } catch {
      reject(wrongShape());
      return;
    }
    let image: Buffer | undefined;
    let failure: AppError | undefined;
    const fail = (error: AppError) => {
      failure ??= error;
    };

    parser.on('file', (field, stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge()));
      stream.on('end', () => {
        if (field !== 'image') fail(wrongShape());
        else if (!failure) image = Buffer.concat(chunks);
      });
    });
    parser.on('field', () => fail(wrongShape()));
    for (const limit of ['filesLimit', 'fieldsLimit'] as const) parser.on(limit, () => fail(wrongShape()));
    parser.on('error', () => reject(AppError.badRequest('The upload could not be read.')));
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (!image) reject(wrongShape());
      else resolve(image);
    });

    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (rawBody) parser.end(rawBody);
    else req.pipe(parser);
  });
}
