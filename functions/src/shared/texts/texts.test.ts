import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/languages';
import { noticeIn, textFormat, textsIn, type NoticeKey, type NoticeText, type Texts } from './index';

/** One notice of every key (the type makes a missing key a build error, so every notice is checked below). */
const SAMPLES: { [K in NoticeKey]: Parameters<Texts['notices'][K]>[0] } = {
  booking_requested: { buyer: 'Sadia Karim', phone: 'Galaxy A54 5G' },
  booking_accepted: { seller: 'Rahima Akter', phone: 'Galaxy A54 5G' },
  booking_declined: { seller: 'Rahima Akter', phone: 'Galaxy A54 5G' },
  booking_cancelled_to_seller: { phone: 'Galaxy A54 5G' },
  booking_cancelled_to_buyer: { phone: 'Galaxy A54 5G' },
  booking_expired: { phone: 'Galaxy A54 5G' },
  handover_completed_to_seller: { buyer: 'Sadia Karim', phone: 'Galaxy A54 5G' },
  handover_completed_to_buyer: { seller: 'Rahima Akter', phone: 'Galaxy A54 5G' },
  seller_verified: {},
  listing_approved: { phone: 'iPhone 11 Pro' },
  listing_rejected: { phone: 'iPhone 11 Pro', reason: 'photos', details: null },
  listing_hidden: { phone: 'iPhone 11 Pro', reason: '' },
  message: { sender: 'Sadia Karim', listing: 'iPhone 11 Pro', preview: 'Is it still available?' },
  offer_received: { buyer: 'Sadia Karim', price: 125_000, phone: 'iPhone 15' },
  offer_countered_by_buyer: { buyer: 'Sadia Karim', price: 125_000, phone: 'iPhone 15' },
  offer_countered_by_seller: { seller: 'Rahima Akter', price: 130_000, offered: 125_000, phone: 'iPhone 15' },
  offer_accepted_by_seller: { seller: 'Rahima Akter', price: 125_000, phone: 'iPhone 15', hours: 24 },
  offer_accepted_by_buyer: { buyer: 'Sadia Karim', price: 125_000, phone: 'iPhone 15', hours: 24 },
  offer_declined: { price: 125_000, phone: 'iPhone 15' },
  offer_withdrawn: { buyer: 'Sadia Karim', price: 125_000, phone: 'iPhone 15' },
  offer_expired: { price: 125_000, phone: 'iPhone 15' },
  dispute_opened: { phone: 'iPhone 15', reason: 'account_locked', hours: 48 },
  dispute_answered: { phone: 'iPhone 15', answer: 'It was unlocked when we met.' },
  dispute_decided: { phone: 'iPhone 15', outcome: 'seller_warned', note: 'Please remove the account first next time.' },
  review_received: { reviewer: 'Sadia Karim', phone: 'iPhone 15', published: false, days: 7 },
  saved_search_match: { search: 'iPhone under 50k', phone: 'iPhone 13', price: 48_000, location: 'Mirpur 10, Dhaka' },
  price_drop: { phone: 'iPhone 13', price: 45_000, was: 48_000 },
  written: { title: 'New booking request', body: 'Someone wants to buy your phone.' },
};

const samples = Object.entries(SAMPLES).map(([key, params]) => ({ key, params }) as NoticeText);
const BENGALI = /\p{Script=Bengali}/u;

describe('server texts', () => {
  it('has every notice in Bangla, written in Bangla script, beside the English', () => {
    expect(Object.keys(textsIn('bn').notices).sort()).toEqual(Object.keys(textsIn('en').notices).sort());
    for (const text of samples.filter((sample) => sample.key !== 'written')) {
      const english = noticeIn('en', text);
      const bangla = noticeIn('bn', text);
      expect(english.title, text.key).not.toMatch(BENGALI);
      expect(bangla.title, text.key).toMatch(BENGALI);
      expect(bangla.title, text.key).not.toBe(english.title);
      // A body that is only what a person wrote (a message, an answer, a note) is theirs, as written.
      if (english.body !== bangla.body) expect(bangla.body, text.key).toMatch(BENGALI);
    }
  });

  it('writes prices and counts through Intl in the reader\'s locale: Bangla digits and the lakh grouping for bn', () => {
    expect(textFormat('en').taka(125_000)).toBe('৳125,000');
    expect(textFormat('bn').taka(125_000)).toBe('৳১,২৫,০০০');
    expect(textFormat('bn').count(48)).toBe('৪৮');
    expect(noticeIn('bn', { key: 'offer_received', params: SAMPLES.offer_received }).body).toBe('Sadia Karim iPhone 15-এর জন্য ৳১,২৫,০০০ অফার করেছেন।');
    expect(noticeIn('en', { key: 'offer_received', params: SAMPLES.offer_received }).body).toBe('Sadia Karim offers ৳125,000 for iPhone 15.');
    expect(noticeIn('bn', { key: 'price_drop', params: SAMPLES.price_drop }).body).toBe('iPhone 13-এর দাম এখন ৳৪৫,০০০ (আগে ছিল ৳৪৮,০০০)।');
  });

  it('names the admin\'s reasons and outcomes in the reader\'s language', () => {
    expect(noticeIn('bn', { key: 'listing_rejected', params: { phone: 'iPhone 11 Pro', reason: 'price', details: 'দাম অনেক বেশি' } }).body).toContain(
      'এই ফোনের দাম ঠিক মনে হচ্ছে না: দাম অনেক বেশি',
    );
    expect(noticeIn('bn', { key: 'dispute_decided', params: SAMPLES.dispute_decided }).title).toBe('iPhone 15 নিয়ে বিরোধের সিদ্ধান্ত হয়েছে: বিক্রেতাকে সতর্ক করা হয়েছে');
  });

  it('sends a notice queued before texts had keys as it was written, in any language', () => {
    for (const language of LANGUAGES) expect(noticeIn(language, { key: 'written', params: SAMPLES.written })).toEqual(SAMPLES.written);
  });
});
