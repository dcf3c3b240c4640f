import { randomUUID } from 'node:crypto';
import { IMAGE_WIDTHS } from '../contract/constants';
import { cardUrlFor } from '../contract/image-urls';
import { insertProduct, newProductId } from '../modules/products/products.repo';
import type { CreateProductBody, Product } from '../contract/products';
import { buildListing } from '../modules/products/products.service';
import { withSearchFields } from '../contract/search';
import { call, type TestUser } from './harness';

let counter = 0;

/** An image URL of ours, as POST /images answers it; no file needs to exist. */
export function testImageUrl(): string {
  return `/api/images/${randomUUID()}-${IMAGE_WIDTHS.detail}.webp`;
}

/** A valid POST /products body; override any field. */
export function productBody(overrides: Partial<CreateProductBody> = {}): CreateProductBody {
  counter += 1;
  return {
    category_name: 'apple',
    condition_type: 'good',
    mobile_number: '+8801712345678',
    location: 'Dhaka',
    description: 'Used with care, no scratches.',
    purchase_year: 2022,
    price: 450,
    used_duration: '1 year',
    storage_gb: 128,
    ram_gb: 4,
    battery_health: 88,
    ...overrides,
    phone_details: {
      phone_name: `iPhone 13 #${counter}`,
      phone_img: testImageUrl(),
      phone_camera: '12 MP',
      phone_processor: 'A15 Bionic',
      ...overrides.phone_details,
    },
  };
}

/** A listing of this seller, written through the repo as POST /products would build it (derived fields follow the overrides). */
export async function createProduct(seller: TestUser, overrides: Partial<Product> = {}, body = productBody()): Promise<Product> {
  const listing = buildListing(newProductId(), seller.record, body, cardUrlFor(body.phone_details.phone_img)!, new Date());
  const product = withSearchFields({ ...listing, ...overrides });
  await insertProduct(product);
  return product;
}

/**
 * Completes a booked order the meetup's way (issue 9): the seller accepts a time tomorrow, the
 * buyer reads their handover code, the seller enters it. The order is completed, the listing sold.
 */
export async function completeByHandover(apiUrl: string, orderId: string, seller: TestUser, buyer: TestUser): Promise<void> {
  const slot = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  const accepted = await call(`${apiUrl}/orders/${orderId}/accept`, { method: 'PUT', token: seller.token, body: { slot } });
  if (accepted.status !== 200) throw new Error(`accept answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
  const code = (await call(`${apiUrl}/orders/${orderId}`, { token: buyer.token })).body.handover_code as string;
  const handedOver = await call(`${apiUrl}/orders/${orderId}/handover`, { method: 'POST', token: seller.token, body: { code } });
  if (handedOver.status !== 200) throw new Error(`handover answered ${handedOver.status}: ${JSON.stringify(handedOver.body)}`);
}
