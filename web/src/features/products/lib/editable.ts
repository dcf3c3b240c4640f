import type { Product } from '@contract/products';

/** Why the seller cannot edit this listing now (PATCH /products/:id answers 409), or null when they can. */
export function editBlockedReason(product: Pick<Product, 'status'>): string | null {
  return product.status === 'booked' ? 'A buyer has booked it. You can edit it again if the booking is cancelled.' : null;
}
