import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Product } from '@contract/products';

/** Why the seller cannot edit this listing now (PATCH /products/:id answers 409), or null when they can; shown with `i18n._()`. */
export function editBlockedReason(product: Pick<Product, 'status'>): MessageDescriptor | null {
  return product.status === 'booked' ? msg`A buyer has booked it. You can edit it again if the booking is cancelled.` : null;
}
