import { z } from 'zod';
import { pageQuery } from './pagination';
import type { Product } from './products';
import { docId, email, optionalText, phoneNumber } from './schema-helpers';

export const ORDER_STATUSES = ['booked', 'cancelled', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** orders/{productId-bookingSeq}: the deterministic id makes a second booking of one phone fail. */
export const orderSchema = z
  .object({
    _id: z.string(),
    item_name: z.string(),
    item_img: z.string(),
    price: z.number(),
    buyer_name: z.string(),
    email: z.string().meta({ description: "The buyer's email (see names.ts: buyerEmailOf)." }),
    buyer_uid: z.string(),
    seller_email: z.string().meta({ description: "The seller's email, copied from the listing at booking; only the order's parties read it." }),
    seller_uid: z.string(),
    seller_name: z.string(),
    seller_mobile_number: z.string().meta({ description: "The seller's phone number, copied from the listing's mobile_number." }),
    mobile_number: z.string().meta({ description: "The buyer's phone number, for the seller." }),
    meet_location: z.string(),
    message: z.string(),
    date: z.string().meta({ description: 'day.month.year of the booking, from the server clock.' }),
    bookedId: z.string().meta({ description: "The booked listing's id (see names.ts: listingIdOf)." }),
    status: z.enum(ORDER_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
    sortKey: z.string().meta({ description: 'Unique, sortable key for keyset pagination: createdAt then id.' }),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

/**
 * The listing's fields an open order copies and keeps in step with it (the listing aggregate's
 * onListingChanged). The price is not among them: an order keeps the price it was booked at.
 */
export type OrderCopy = Pick<Order, 'item_name' | 'item_img' | 'seller_mobile_number'>;

export function orderCopyOf(listing: Product): OrderCopy {
  return {
    item_name: listing.phone_details.phone_name,
    item_img: listing.phone_details.phone_img_card,
    seller_mobile_number: listing.mobile_number,
  };
}

/** The seller's contact fields on an order, which the buyer reads only while SELLER_CONTACT_STATUSES allow. */
export const SELLER_CONTACT_FIELDS = ['seller_email', 'seller_mobile_number'] as const satisfies readonly (keyof Order)[];

/** An order as one reader sees it: the seller's contact may be left out. */
export const orderViewSchema = orderSchema
  .extend({ seller_email: orderSchema.shape.seller_email.optional(), seller_mobile_number: orderSchema.shape.seller_mobile_number.optional() })
  .meta({ id: 'OrderView' });
export type OrderView = z.infer<typeof orderViewSchema>;

/** POST /orders: what the buyer says. Item, price, names and emails come from the server. */
export const createOrderBody = z.object({
  bookedId: docId,
  mobile_number: phoneNumber,
  meet_location: optionalText(200, 'Meeting location'),
  message: optionalText(1000, 'Message'),
});
export type CreateOrderBody = z.infer<typeof createOrderBody>;

/** GET /orders: the orders this email placed or received, newest first. */
export const ordersQuery = pageQuery.extend({
  email: email.meta({ description: 'The party whose orders to list: as buyer (`email`) or as seller (`seller_email`).' }),
});

export const orderIdParam = z.object({ id: docId });

/** DELETE /orders/:id: the order is cancelled (and its listing freed). */
export const cancelOrderResponse = z.object({ acknowledged: z.literal(true), status: z.literal('cancelled') });
export type CancelOrderResponse = z.infer<typeof cancelOrderResponse>;
