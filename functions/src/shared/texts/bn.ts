import type { DisputeOutcome, DisputeReason } from '../../contract/disputes';
import type { RejectionReason } from '../../contract/moderation';
import { textFormat } from './format';
import type { NoticeWords, Texts } from './en';

/*
 * What ReCell writes to people in Bangla, for readers in Bangladesh: the same notices as en.ts,
 * written as people here write them (model names stay as their brands write them, "Galaxy A54";
 * a case ending after a Latin name takes a hyphen, "Galaxy A54-এর"). Prices and counts in Bangla
 * digits through Intl (bn-BD). Typed as Texts: a key or parameter English has and this lacks
 * fails the build.
 */

const { taka, count } = textFormat('bn');

/** The admin's reasons for a rejection, as the seller reads them (contract/moderation.ts has the English). */
const REJECTION_REASONS: Record<RejectionReason, string> = {
  photos: 'ছবি নেই, অস্পষ্ট অথবা এই ফোনের নয়',
  description: 'বিবরণ বা স্পেসিফিকেশন ফোনের সাথে মেলে না',
  price: 'এই ফোনের দাম ঠিক মনে হচ্ছে না',
  imei: 'IMEI গ্রহণ করা যায়নি',
  prohibited: 'এই পণ্য ReCell-এ বিক্রি করা যায় না',
  other: 'অন্য কারণ (বিস্তারিত দেখুন)',
};

/** What a buyer reports in a dispute (contract/disputes.ts has the English). */
const DISPUTE_REASONS: Record<DisputeReason, string> = {
  account_locked: 'অন্য কারও অ্যাকাউন্টে লক করা (iCloud, Google)',
  not_as_described: 'বিবরণের সাথে মেলে না',
  stolen_or_blocked: 'চুরি হয়েছে বা ব্লক করা আছে বলে জানা গেছে',
  stopped_working: 'কাজ করা বন্ধ করে দিয়েছে',
};

/** What an admin decided on a dispute (contract/disputes.ts has the English). */
const DISPUTE_OUTCOMES: Record<DisputeOutcome, string> = {
  resolved: 'নিজেদের মধ্যে মীমাংসা হয়েছে',
  seller_warned: 'বিক্রেতাকে সতর্ক করা হয়েছে',
  rules_broken: 'বিজ্ঞাপনের নিয়ম ভাঙা হয়েছে',
  seller_suspended: 'বিক্রেতার অ্যাকাউন্ট স্থগিত করা হয়েছে',
};

export const bn: Texts = {
  notices: {
    booking_requested: (p) => ({ title: 'নতুন বুকিং অনুরোধ', body: `${p.buyer} আপনার ${p.phone} কিনতে চান।` }),
    booking_accepted: (p) => ({ title: 'বুকিং গ্রহণ করা হয়েছে', body: `${p.seller} আপনার ${p.phone} বুকিং গ্রহণ করেছেন।` }),
    booking_declined: (p) => ({ title: 'বুকিং প্রত্যাখ্যান করা হয়েছে', body: `${p.seller} আপনার ${p.phone} বুকিং প্রত্যাখ্যান করেছেন।` }),
    booking_cancelled_to_seller: (p) => ({ title: 'বুকিং বাতিল হয়েছে', body: `আপনার ${p.phone}-এর বুকিং বাতিল হয়েছে।` }),
    booking_cancelled_to_buyer: (p) => ({ title: 'বুকিং বাতিল হয়েছে', body: `${p.phone}-এর জন্য আপনার বুকিং বাতিল হয়েছে।` }),
    booking_expired: (p) => ({ title: 'বুকিংয়ের মেয়াদ শেষ', body: `কোনো উত্তর না আসায় ${p.phone}-এর বুকিংয়ের মেয়াদ শেষ হয়ে গেছে।` }),
    handover_completed_to_seller: (p) => ({
      title: 'হস্তান্তর সম্পন্ন',
      body: `আপনি ${p.buyer}-এর কাছে ${p.phone} বিক্রি করেছেন। কেমন হলো? একটি রিভিউ দিন।`,
    }),
    handover_completed_to_buyer: (p) => ({
      title: 'হস্তান্তর সম্পন্ন',
      body: `আপনি ${p.seller}-এর কাছ থেকে ${p.phone} কিনেছেন। কেমন হলো? একটি রিভিউ দিন।`,
    }),
    seller_verified: () => ({
      title: 'আপনি এখন যাচাইকৃত বিক্রেতা',
      body: 'একজন অ্যাডমিন আপনার অ্যাকাউন্ট যাচাই করেছেন: এখন আপনি ফোনের বিজ্ঞাপন দিতে পারবেন, আর আপনার বিজ্ঞাপনে “যাচাইকৃত” ব্যাজ দেখা যাবে।',
    }),
    listing_approved: (p) => ({ title: 'আপনার বিজ্ঞাপন এখন চালু', body: `আপনার ${p.phone} অনুমোদিত হয়েছে: ক্রেতারা এখন এটি খুঁজে পাবেন ও বুক করতে পারবেন।` }),
    listing_rejected: (p) => ({
      title: 'আপনার বিজ্ঞাপনে কিছু পরিবর্তন দরকার',
      body: `আপনার ${p.phone} অনুমোদিত হয়নি। ${[REJECTION_REASONS[p.reason], p.details].filter(Boolean).join(': ')}। বিজ্ঞাপনটি ঠিক করে আবার যাচাইয়ের জন্য পাঠান, অথবা মুছে ফেলুন।`,
    }),
    listing_hidden: (p) => ({
      title: 'আপনার বিজ্ঞাপন সরিয়ে নেওয়া হয়েছে',
      body: `একজন অ্যাডমিন আপনার ${p.phone} সরিয়ে নিয়েছেন${p.reason ? `: ${p.reason}` : ''}। ভুল হয়েছে মনে হলে সাপোর্টে যোগাযোগ করুন।`,
    }),
    message: (p) => ({ title: `${p.listing} নিয়ে ${p.sender}-এর বার্তা`, body: p.preview }),
    offer_received: (p) => ({ title: 'নতুন অফার', body: `${p.buyer} ${p.phone}-এর জন্য ${taka(p.price)} অফার করেছেন।` }),
    offer_countered_by_buyer: (p) => ({ title: 'পাল্টা অফার', body: `${p.buyer} ${p.phone}-এর জন্য ${taka(p.price)} অফার করেছেন।` }),
    offer_countered_by_seller: (p) => ({
      title: 'পাল্টা অফার',
      body: `${p.seller} ${p.phone}-এর জন্য ${taka(p.price)} চাইছেন (আপনি ${taka(p.offered)} অফার করেছিলেন)।`,
    }),
    offer_accepted_by_seller: (p) => ({
      title: 'অফার গ্রহণ করা হয়েছে',
      body: `${p.seller} ${p.phone}-এর জন্য ${taka(p.price)} মেনে নিয়েছেন। ${count(p.hours)} ঘণ্টার মধ্যে বুক করুন।`,
    }),
    offer_accepted_by_buyer: (p) => ({
      title: 'পাল্টা অফার গ্রহণ করা হয়েছে',
      body: `${p.buyer} ${p.phone}-এর জন্য ${taka(p.price)} মেনে নিয়েছেন; বুক করার জন্য তাঁর হাতে ${count(p.hours)} ঘণ্টা সময় আছে।`,
    }),
    offer_declined: (p) => ({ title: 'অফার প্রত্যাখ্যান করা হয়েছে', body: `${p.phone}-এর জন্য আপনার দেওয়া ${taka(p.price)} দাম প্রত্যাখ্যান করা হয়েছে।` }),
    offer_withdrawn: (p) => ({ title: 'অফার প্রত্যাহার করা হয়েছে', body: `${p.buyer} ${p.phone}-এর জন্য ${taka(p.price)}-এর অফার প্রত্যাহার করেছেন।` }),
    offer_expired: (p) => ({ title: 'অফারের মেয়াদ শেষ', body: `উত্তর না আসায় ${p.phone}-এর জন্য ${taka(p.price)}-এর অফারের মেয়াদ শেষ হয়ে গেছে।` }),
    dispute_opened: (p) => ({
      title: `${p.phone} নিয়ে একজন ক্রেতা সমস্যার কথা জানিয়েছেন`,
      body: `${DISPUTE_REASONS[p.reason]}। অনুগ্রহ করে ${count(p.hours)} ঘণ্টার মধ্যে উত্তর দিন।`,
    }),
    dispute_answered: (p) => ({ title: `${p.phone} নিয়ে আপনার অভিযোগের উত্তর দিয়েছেন বিক্রেতা`, body: p.answer }),
    dispute_decided: (p) => ({ title: `${p.phone} নিয়ে বিরোধের সিদ্ধান্ত হয়েছে: ${DISPUTE_OUTCOMES[p.outcome]}`, body: p.note }),
    review_received: (p) => ({
      title: 'আপনি একটি নতুন রিভিউ পেয়েছেন',
      body: p.published
        ? `${p.phone}-এর লেনদেন নিয়ে ${p.reviewer} আপনাকে রিভিউ দিয়েছেন। দুটি রিভিউই এখন সবাই দেখতে পাবেন।`
        : `${p.phone}-এর লেনদেন নিয়ে ${p.reviewer} আপনাকে রিভিউ দিয়েছেন। আপনি আপনার রিভিউ লিখলে, অথবা ${count(p.days)} দিন পরে এটি দেখা যাবে।`,
    }),
    saved_search_match: (p) => ({ title: `“${p.search}” সার্চের সাথে মেলে এমন নতুন ফোন`, body: `${p.phone}, ${taka(p.price)}, ${p.location}` }),
    price_drop: (p) => ({
      title: `দাম কমেছে: ${p.phone}`,
      body: `${p.phone}-এর দাম এখন ${taka(p.price)}${p.was === null ? '' : ` (আগে ছিল ${taka(p.was)})`}।`,
    }),
    written: (p: NoticeWords) => p,
  },
  mail: {
    subject: (title) => `ReCell: ${title}`,
    open: 'ReCell-এ খুলুন',
    openListing: 'ReCell-এ দেখুন',
    turnOff: 'আপনার ReCell প্রোফাইল থেকে এই ইমেইলগুলো বন্ধ করতে পারেন।',
    stop: 'এই ইমেইলগুলো বন্ধ করুন',
    digestSubject: (alerts) => `আপনার সেভ করা সার্চ থেকে ${count(alerts)}টি নতুন অ্যালার্ট`,
  },
  unsubscribe: {
    ask: 'এই ইমেইলগুলো বন্ধ করবেন?',
    stops: {
      search: 'এতে এই সেভ করা সার্চের অ্যালার্ট বন্ধ হবে।',
      'price-drops': 'এতে আপনার পছন্দের তালিকার ফোনের দাম কমার ইমেইল বন্ধ হবে।',
      daily: 'এতে আপনার দৈনিক অ্যালার্টের ইমেইল বন্ধ হবে।',
    },
    stop: 'এই ইমেইলগুলো বন্ধ করুন',
    done: 'ইমেইল বন্ধ করা হয়েছে',
    searchStopped: (name) => `“${name}” সার্চের আর কোনো অ্যালার্ট আপনি পাবেন না।`,
    searchGone: 'সেই সেভ করা সার্চটি আর নেই: এটি কিছুই পাঠায় না।',
    priceDropsStopped: 'আপনার পছন্দের তালিকার ফোনের দাম কমার আর কোনো ইমেইল আপনি পাবেন না।',
    dailyStopped: 'দৈনিক অ্যালার্টের আর কোনো ইমেইল আপনি পাবেন না।',
    back: 'ReCell-এ ফিরে যান',
  },
};
