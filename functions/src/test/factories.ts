import { randomUUID } from 'node:crypto';
import { IMAGE_WIDTHS } from '../contract/constants';
import { cardUrlFor } from '../contract/image-urls';
import { insertProduct, newProductId } from '../modules/listings';
import type { CreateProductBody, Product } from '../contract/products';
import { buildListing } from '../modules/products/products.service';
import { withSearchFields } from '../contract/search';
import { luhnCheckDigit } from '../contract/imei';
import { listingTrustFields } from '../contract/listing-trust';
import { call, type TestUser } from './harness';

let counter = 0;

/** An image URL of ours, as POST /images answers it; no file needs to exist. */
export function testImageUrl(): string {
  return `/api/images/${randomUUID()}-${IMAGE_WIDTHS.detail}.webp`;
}

let imeiCounter = 0;

/** A valid IMEI no other test uses: 14 digits from the process, the time and a counter, then the Luhn check digit. */
export function testImei(): string {
  imeiCounter += 1;
  const body = `${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 1e7).padStart(7, '0')}${String(imeiCounter % 10_000).padStart(4, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}

/** A valid POST /products body; override any field. */
export function productBody(overrides: Partial<CreateProductBody> = {}): CreateProductBody {
  counter += 1;
  const photos = overrides.photos ?? [testImageUrl()];
  return {
    category_name: 'apple',
    condition_type: 'good',
    location: 'Dhaka',
    description: 'Used with care, no scratches.',
    purchase_year: 2022,
    price: 450,
    used_duration: '1 year',
    storage_gb: 128,
    ram_gb: 4,
    battery_health: 88,
    attested: true,
    imei: testImei(),
    ...overrides,
    photos,
    phone_details: {
      phone_name: `iPhone 13 #${counter}`,
      // What older clients send; the server takes the cover from photos.
      phone_img: photos[0],
      phone_camera: '12 MP',
      phone_processor: 'A15 Bionic',
      ...overrides.phone_details,
    },
  };
}

/**
 * A listing body of a model no other test lists: test files run at once against one emulator, and a
 * listing of a shared model would move its statistics (and every verdict of the model) mid-test.
 */
export function ownModelBody(overrides: Partial<CreateProductBody> = {}): CreateProductBody {
  return productBody({
    phone_details: { phone_name: `Ownphone ${randomUUID().replace(/[^a-f]/g, '').slice(0, 8)}`, phone_camera: '48 MP', phone_processor: 'X1' },
    ...overrides,
  });
}

/**
 * A listing of this seller, written through the repo as POST /products would build it (derived
 * fields follow the overrides). It holds no IMEI (imei_hash null, like a legacy listing) and no
 * price statistics count it: tests of those go through POST /products.
 */
export async function createProduct(seller: TestUser, overrides: Partial<Product> = {}, body = productBody()): Promise<Product> {
  const listing = buildListing(newProductId(), seller.record, body, { cardUrl: cardUrlFor(body.photos[0] as string)!, imei: null, sellerPhone: seller.phone }, new Date());
  const merged = withSearchFields({ ...listing, ...overrides });
  const product = { ...merged, ...listingTrustFields(merged) };
  await insertProduct(product, []);
  return product;
}

/** A meeting time a booking may propose: tomorrow, at the real clock (tests that move the clock build their own). */
export function aMeetingSlot(): string {
  return new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
}

/** What POST /orders needs from a buyer: the listing and one proposed meeting time (the number is the buyer's verified one). */
export function bookingBody(bookedId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { bookedId, meet_location: 'Gulshan 1', message: 'Evening?', slots: [aMeetingSlot()], ...overrides };
}

/**
 * Completes a booked order the meetup's way: the seller accepts a time tomorrow, the
 * buyer reads their handover code, the seller enters it. The order is completed, the listing sold.
 * `settle: false` leaves the handover's events queued (harness call).
 */
export async function completeByHandover(apiUrl: string, orderId: string, seller: TestUser, buyer: TestUser, options: { settle?: boolean } = {}): Promise<void> {
  const slot = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  const accepted = await call(`${apiUrl}/orders/${orderId}/accept`, { method: 'PUT', token: seller.token, body: { slot } });
  if (accepted.status !== 200) throw new Error(`accept answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
  const code = (await call(`${apiUrl}/orders/${orderId}`, { token: buyer.token })).body.handover_code as string;
  const handedOver = await call(`${apiUrl}/orders/${orderId}/handover`, { method: 'POST', token: seller.token, body: { code }, settle: options.settle });
  if (handedOver.status !== 200) throw new Error(`handover answered ${handedOver.status}: ${JSON.stringify(handedOver.body)}`);
}
