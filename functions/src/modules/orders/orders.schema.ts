import { z } from 'zod';
import { pageQuery } from '../../shared/pagination';
import { docId, email, optionalText, phoneNumber } from '../../shared/schema-helpers';

export const ORDER_STATUSES = ['booked', 'cancelled', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** orders/{productId-bookingSeq}: the deterministic id makes a second booking of one phone fail. */
export interface Order {
  _id: string;
  item_name: string;
  item_img: string;
  price: number;
  buyer_name: string;
  /** The buyer's email. */
  email: string;
  buyer_uid: string;
  /** The seller's contact, copied from the listing at booking; only the order's parties read it. */
  seller_email: string;
  seller_uid: string;
  seller_name: string;
  /** The seller's phone number, copied from the listing's mobile_number. */
  seller_mobile_number: string;
  /** The buyer's phone number, for the seller. */
  mobile_number: string;
  meet_location: string;
  message: string;
  date: string;
  /** The listing's id. */
  bookedId: string;
  status: OrderStatus;
  createdAt: string;
  updatedAt: string;
  /** Unique, sortable key for keyset pagination: createdAt then id. */
  sortKey: string;
}

/** POST /orders: what the buyer says. Item, price, names and emails come from the server. */
export const createOrderBody = z.object({
  bookedId: docId,
  mobile_number: phoneNumber,
  meet_location: optionalText(200, 'Meeting location'),
  message: optionalText(1000, 'Message'),
});
export type CreateOrderBody = z.infer<typeof createOrderBody>;

/** GET /orders: the orders this email placed or received, newest first. */
export const ordersQuery = pageQuery.extend({ email });

export const orderIdParam = z.object({ id: docId });

/** The seller's contact fields on an order, which the buyer reads only while SELLER_CONTACT_STATUSES allow. */
export const SELLER_CONTACT_FIELDS = ['seller_email', 'seller_mobile_number'] as const satisfies readonly (keyof Order)[];

/** An order as one reader sees it: the seller's contact may be left out. */
export type OrderView = Omit<Order, (typeof SELLER_CONTACT_FIELDS)[number]> & Partial<Pick<Order, (typeof SELLER_CONTACT_FIELDS)[number]>>;
