import { DISPUTE_OUTCOME_LABELS, DISPUTE_REASON_LABELS, type DisputeOutcome, type DisputeReason } from '../../contract/disputes';
import { REJECTION_REASON_LABELS, type RejectionReason } from '../../contract/moderation';
import { textFormat } from './format';

/*
 * What ReCell writes to people in English: the notifications, emails and pushes the outbox's
 * handlers send. Each notice is a function of what it tells (names, phones, prices as numbers),
 * so the handler writes it in the reader's language when it sends it. bn.ts has the same shape
 * (the type Texts below holds it to every key and parameter of this file).
 */

const { taka, count } = textFormat('en');

/** A title and body, as a notification, a push and an email's subject and first line show them. */
export interface NoticeWords {
  title: string;
  body: string;
}

type NoParams = Record<string, never>;

export const en = {
  notices: {
    booking_requested: (p: { buyer: string; phone: string }): NoticeWords => ({ title: 'New booking request', body: `${p.buyer} wants to buy your ${p.phone}.` }),
    booking_accepted: (p: { seller: string; phone: string }): NoticeWords => ({ title: 'Booking accepted', body: `${p.seller} accepted your booking of the ${p.phone}.` }),
    booking_declined: (p: { seller: string; phone: string }): NoticeWords => ({ title: 'Booking declined', body: `${p.seller} declined your booking of the ${p.phone}.` }),
    booking_cancelled_to_seller: (p: { phone: string }): NoticeWords => ({ title: 'Booking cancelled', body: `The booking of your ${p.phone} was cancelled.` }),
    booking_cancelled_to_buyer: (p: { phone: string }): NoticeWords => ({ title: 'Booking cancelled', body: `Your booking of the ${p.phone} was cancelled.` }),
    booking_expired: (p: { phone: string }): NoticeWords => ({ title: 'Booking expired', body: `The booking of the ${p.phone} expired without an answer.` }),
    handover_completed_to_seller: (p: { buyer: string; phone: string }): NoticeWords => ({
      title: 'Handover completed',
      body: `You sold the ${p.phone} to ${p.buyer}. How did it go? Leave a review.`,
    }),
    handover_completed_to_buyer: (p: { seller: string; phone: string }): NoticeWords => ({
      title: 'Handover completed',
      body: `You bought the ${p.phone} from ${p.seller}. How did it go? Leave a review.`,
    }),
    seller_verified: (_: NoParams): NoticeWords => ({
      title: 'You are a verified seller',
      body: 'An admin verified your account: you can list phones now, and your listings show the Verified badge.',
    }),
    listing_approved: (p: { phone: string }): NoticeWords => ({ title: 'Your listing is live', body: `Your ${p.phone} was approved: buyers can find and book it now.` }),
    listing_rejected: (p: { phone: string; reason: RejectionReason; details: string | null }): NoticeWords => ({
      title: 'Your listing needs changes',
      body: `Your ${p.phone} was not approved. ${[REJECTION_REASON_LABELS[p.reason], p.details].filter(Boolean).join(': ')}. Edit it and send it back for review, or delete it.`,
    }),
    listing_hidden: (p: { phone: string; reason: string }): NoticeWords => ({
      title: 'Your listing was taken down',
      body: `An admin took your ${p.phone} down${p.reason ? `: ${p.reason}` : ''}. Contact support if you think this is a mistake.`,
    }),
    message: (p: { sender: string; listing: string; preview: string }): NoticeWords => ({ title: `${p.sender} about ${p.listing}`, body: p.preview }),
    offer_received: (p: { buyer: string; price: number; phone: string }): NoticeWords => ({ title: 'New offer', body: `${p.buyer} offers ${taka(p.price)} for ${p.phone}.` }),
    offer_countered_by_buyer: (p: { buyer: string; price: number; phone: string }): NoticeWords => ({ title: 'Counter offer', body: `${p.buyer} offers ${taka(p.price)} for ${p.phone}.` }),
    offer_countered_by_seller: (p: { seller: string; price: number; offered: number; phone: string }): NoticeWords => ({
      title: 'Counter offer',
      body: `${p.seller} asks ${taka(p.price)} for ${p.phone} (you offered ${taka(p.offered)}).`,
    }),
    offer_accepted_by_seller: (p: { seller: string; price: number; phone: string; hours: number }): NoticeWords => ({
      title: 'Offer accepted',
      body: `${p.seller} accepted ${taka(p.price)} for ${p.phone}. Book it within ${count(p.hours)} hours.`,
    }),
    offer_accepted_by_buyer: (p: { buyer: string; price: number; phone: string; hours: number }): NoticeWords => ({
      title: 'Counter accepted',
      body: `${p.buyer} accepted ${taka(p.price)} for ${p.phone} and has ${count(p.hours)} hours to book it.`,
    }),
    offer_declined: (p: { price: number; phone: string }): NoticeWords => ({ title: 'Offer declined', body: `Your price of ${taka(p.price)} for ${p.phone} was declined.` }),
    offer_withdrawn: (p: { buyer: string; price: number; phone: string }): NoticeWords => ({
      title: 'Offer withdrawn',
      body: `${p.buyer} withdrew the offer of ${taka(p.price)} for ${p.phone}.`,
    }),
    offer_expired: (p: { price: number; phone: string }): NoticeWords => ({ title: 'Offer expired', body: `The offer of ${taka(p.price)} for ${p.phone} expired unanswered.` }),
    dispute_opened: (p: { phone: string; reason: DisputeReason; hours: number }): NoticeWords => ({
      title: `A buyer reported a problem with ${p.phone}`,
      body: `${DISPUTE_REASON_LABELS[p.reason]}. Please answer within ${count(p.hours)} hours.`,
    }),
    dispute_answered: (p: { phone: string; answer: string }): NoticeWords => ({ title: `The seller answered your report about ${p.phone}`, body: p.answer }),
    dispute_decided: (p: { phone: string; outcome: DisputeOutcome; note: string }): NoticeWords => ({
      title: `The dispute about ${p.phone} was decided: ${DISPUTE_OUTCOME_LABELS[p.outcome]}`,
      body: p.note,
    }),
    review_received: (p: { reviewer: string; phone: string; published: boolean; days: number }): NoticeWords => ({
      title: 'You have a new review',
      body: p.published
        ? `${p.reviewer} reviewed you for the ${p.phone}. Both reviews are now public.`
        : `${p.reviewer} reviewed you for the ${p.phone}. It shows once you write yours, or in ${count(p.days)} days.`,
    }),
    saved_search_match: (p: { search: string; phone: string; price: number; location: string }): NoticeWords => ({
      title: `New match for "${p.search}"`,
      body: `${p.phone}, ${taka(p.price)}, in ${p.location}`,
    }),
    price_drop: (p: { phone: string; price: number; was: number | null }): NoticeWords => ({
      title: `Price drop: ${p.phone}`,
      body: `${p.phone} is now ${taka(p.price)}${p.was === null ? '' : ` (was ${taka(p.was)})`}.`,
    }),
    /** A notice queued before notices were written in the reader's language: as it was written then. */
    written: (p: NoticeWords): NoticeWords => p,
  },
  mail: {
    subject: (title: string) => `ReCell: ${title}`,
    open: 'Open ReCell',
    openListing: 'Open on ReCell',
    turnOff: 'You can turn these emails off in your ReCell profile.',
    stop: 'Stop these emails',
    digestSubject: (alerts: number) => `${count(alerts)} new alerts from your saved searches`,
  },
  /** The page an email's unsubscribe link opens (GET asks, POST stops). */
  unsubscribe: {
    ask: 'Stop these emails?',
    stops: { search: 'This stops the alerts of this saved search.', 'price-drops': 'This stops price-drop emails for your wishlist.', daily: 'This stops your daily alert emails.' },
    stop: 'Stop these emails',
    done: 'Unsubscribed',
    searchStopped: (name: string) => `You will get no more alerts for "${name}".`,
    searchGone: 'That saved search no longer exists: it sends nothing.',
    priceDropsStopped: 'You will get no more price-drop emails for your wishlist.',
    dailyStopped: 'You will get no more daily alert emails.',
    back: 'Back to ReCell',
  },
};

/** Every text ReCell writes to people, in one language. */
export type Texts = typeof en;
