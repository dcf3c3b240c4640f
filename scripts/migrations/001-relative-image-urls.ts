import { withoutLocalOrigin } from '../../functions/src/contract/image-urls';
import { updateEach, type Migration } from './migration';

/** The image URL fields of each collection, as dotted paths. */
const IMAGE_FIELDS: Record<string, readonly string[]> = {
  products: ['seller_img', 'phone_details.phone_img', 'phone_details.phone_img_card'],
  users: ['image'],
  orders: ['item_img'],
  wishlist: ['img'],
};

function valueAt(data: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);
}

/**
 * Local-store image URLs were saved with the origin of the page that uploaded them
 * (`http://127.0.0.1:5000/api/images/…`), which breaks them on every other origin (Vite's
 * :5173, http://localhost:5000). They become relative. Production URLs (Cloud Storage) and
 * provider photos are left as they are.
 */
export const relativeImageUrls: Migration = {
  id: '001-relative-image-urls',
  description: 'Local image URLs stored with an origin become relative (/api/images/...).',
  async run(db) {
    let changed = 0;
    for (const [collection, fields] of Object.entries(IMAGE_FIELDS)) {
      changed += await updateEach(db, collection, (data) => {
        const update: Record<string, string> = {};
        for (const field of fields) {
          const url = valueAt(data, field);
          if (typeof url !== 'string') continue;
          const relative = withoutLocalOrigin(url);
          if (relative !== url) update[field] = relative;
        }
        return update;
      });
    }
    return changed;
  },
};
