/** images: photo uploads, resized and stored in Cloud Storage (owns no collection). */
export { imagesRouter } from './images.routes';
