import { createHmac, timingSafeEqual } from 'node:crypto';
import { HANDOVER_CODE_DIGITS } from '../../contract/constants';
import type { Order } from '../../contract/orders';
import { handoverKey } from '../../shared/secrets';

/*
 * Where the handover code lives. The buyer must be able to read their code again (on any device,
 * any number of times) and the seller must never see it, while the database keeps it only hashed.
 * So the clear code is never stored anywhere: it is derived from the server's secret key and the
 * order id (HMAC-SHA256, reduced to six digits) whenever the buyer reads their order, and the
 * order stores only a keyed hash of it (handover_code_hash) to check what the seller enters. A copy
 * of the database without the key reveals neither (an unkeyed hash of six digits would fall to a
 * million guesses); the API adds the code only to the buyer's own reads (orderViewFor), and order
 * ids are unique per booking round, so each booking has its own code.
 */

const mac = (message: string) => createHmac('sha256', handoverKey()).update(message).digest();

/** The buyer's code for this order: six digits, the same every time it is derived. */
export function handoverCodeOf(orderId: string): string {
  const modulus = 10 ** HANDOVER_CODE_DIGITS;
  return String(mac(`handover-code:${orderId}`).readUIntBE(0, 6) % modulus).padStart(HANDOVER_CODE_DIGITS, '0');
}

/** The keyed hash stored on the order to check a code against. */
export function handoverHashOf(orderId: string, code: string): string {
  return mac(`handover-hash:${orderId}:${code}`).toString('hex');
}

/** Whether `code` is the order's handover code (compared in constant time). */
export function isHandoverCode(order: Pick<Order, '_id' | 'handover_code_hash'>, code: string): boolean {
  if (!order.handover_code_hash) return false;
  const expected = Buffer.from(order.handover_code_hash, 'hex');
  const given = Buffer.from(handoverHashOf(order._id, code), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
