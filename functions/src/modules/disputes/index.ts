/**
 * disputes: the buyer's dispute after a handover (disputes/{orderId}), the seller's answer and the
 * admin's decision, whose outcome counts on the seller's record.
 */
export { disputesRouter } from './disputes.routes';
