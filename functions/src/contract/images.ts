import { z } from 'zod';

/** POST /images: the stored image's two sizes (the spec's image host answered `{ success, data: { display_url } }`). */
export const uploadedImageSchema = z.object({
  display_url: z.string().meta({ description: 'The detail size (1200 px wide, or the original width if narrower).' }),
  card_url: z.string().meta({ description: 'The card size (400 px wide, or narrower).' }),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const uploadImageResponse = z.object({ success: z.literal(true), data: uploadedImageSchema });
export type UploadImageResponse = z.infer<typeof uploadImageResponse>;

/** GET /images/:file (local stack only): a stored file name, `<uuid>-<width>.webp`. */
export const imageFileParam = z.object({ file: z.string() });
