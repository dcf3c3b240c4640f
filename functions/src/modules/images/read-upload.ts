import busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from '../../shared/app-error';
import { MAX_IMAGE_BYTES } from '../../contract/constants';

const wrongShape = () => AppError.badRequest('Send exactly one image in the field "image".');
const tooLarge = () => new AppError(413, 'payload_too_large', 'The image is larger than 5 MB.');
const unreadable = () => AppError.badRequest('The upload could not be read (it ended before the form was complete).');

/**
 * Reads the one file of a multipart upload (field "image", at most MAX_IMAGE_BYTES, nothing
 * else). Every stream involved has its error handled and the promise settles exactly once, so a
 * cut-off or malformed form is a 400 and never an uncaught exception: busboy reports a form that
 * ends early ("Unexpected end of form") on the parser AND on the file stream of the part it was
 * reading, and an unhandled 'error' on that file stream would kill the worker.
 * The body comes from req.rawBody where a runtime read it before Express (a Cloud Functions
 * runtime whose parsers saw the body), else from the request stream.
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
    let settled = false;
    const fail = (error: AppError) => {
      failure ??= error;
    };
    /** Ends the read once: stops feeding the parser and lets the rest of the body drain unread. */
    const settle = () => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume();
      if (failure) reject(failure);
      else if (!image) reject(wrongShape());
      else resolve(image);
    };

    parser.on('file', (field, stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (!failure) chunks.push(chunk);
      });
      stream.on('limit', () => fail(tooLarge()));
      stream.on('error', () => fail(unreadable()));
      stream.on('end', () => {
        if (field !== 'image') fail(wrongShape());
        else if (!failure) image = Buffer.concat(chunks);
      });
    });
    parser.on('field', () => fail(wrongShape()));
    for (const limit of ['filesLimit', 'fieldsLimit'] as const) parser.on(limit, () => fail(wrongShape()));
    parser.on('error', () => {
      fail(unreadable());
      settle();
    });
    parser.on('close', settle);
    req.on('error', () => {
      fail(unreadable());
      settle();
    });

    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (rawBody) parser.end(rawBody);
    else req.pipe(parser);
  });
}
