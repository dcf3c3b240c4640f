import type { Language } from '@/lib/i18n/languages';

export interface TermsSection {
  /** Anchor of the section, linked from the footer (the same in every language). */
  id: string;
  title: string;
  paragraphs: string[];
}

/** The terms in one language, and the day they last changed, as that language writes a date. */
export interface Terms {
  updated: string;
  sections: TermsSection[];
}

/** ReCell's terms and conditions: short, plain and specific to a used-phone marketplace. */
const ENGLISH_SECTIONS: TermsSection[] = [
  {
    id: 'using-recell',
    title: '1. Using ReCell',
    paragraphs: [
      'ReCell is a marketplace where people buy and sell used smartphones. We provide the platform; the sale itself is an agreement between the buyer and the seller.',
      'You must be at least 18 years old, give true information when you register and keep your password to yourself. You are responsible for what happens under your account.',
    ],
  },
  {
    id: 'sellers',
    title: '2. Selling a phone',
    paragraphs: [
      'Sellers can list phones only after an admin has verified them. You may only sell phones you own, that are not stolen, blocked or under a finance agreement, and you must describe their condition, age and faults honestly.',
      'Remove your personal data from the phone and sign out of every account on it before you hand it over. Mark a listing as sold as soon as the phone is gone.',
    ],
  },
  {
    id: 'buyers',
    title: '3. Booking and buying',
    paragraphs: [
      'Booking a phone tells the seller you want it and reserves it for you; it is not a payment. Meet the seller in a safe, public place, check the phone (IMEI, battery, screen, accounts signed out) and pay only when you are satisfied.',
      'If you can no longer meet, cancel the booking from My Orders so others can book the phone.',
    ],
  },
  {
    id: 'conduct',
    title: '4. Fair play',
    paragraphs: [
      'No fake listings, spam, harassment, or attempts to trick other users. We may remove listings and suspend or delete accounts that break these terms, and we cooperate with the police on fraud and stolen goods.',
    ],
  },
  {
    id: 'privacy',
    title: '5. Privacy',
    paragraphs: [
      'We keep the information you give us (name, email, photo, phone number and listings) to run the marketplace. Your phone number and meeting place are shared only with the other side of a booking. We never sell your data. You can ask us to delete your account at any time.',
    ],
  },
  {
    id: 'licensing',
    title: '6. Content and licensing',
    paragraphs: [
      'You keep the rights to the photos and text you upload, and you give ReCell permission to show them on the site while your listing or account exists. Brand names and logos belong to their owners and are used only to name the phones.',
    ],
  },
  {
    id: 'liability',
    title: '7. Our responsibility',
    paragraphs: [
      'We check sellers, but we cannot inspect every phone, so we cannot guarantee a sale. To the extent the law allows, ReCell is not liable for losses from a deal between users. Nothing in these terms limits your rights as a consumer.',
    ],
  },
  {
    id: 'contact',
    title: '8. Contact',
    paragraphs: ['Questions, reports of a suspicious listing or requests about your data: write to support@recell.test. We reply within two working days.'],
  },
];

/** The same terms in Bangla, section by section. */
const BANGLA_SECTIONS: TermsSection[] = [
  {
    id: 'using-recell',
    title: '১. ReCell ব্যবহার',
    paragraphs: [
      'ReCell একটি মার্কেটপ্লেস, যেখানে মানুষ পুরোনো স্মার্টফোন কেনাবেচা করেন। আমরা প্ল্যাটফর্মটি দিই; বিক্রিটি ক্রেতা ও বিক্রেতার নিজেদের মধ্যকার একটি চুক্তি।',
      'আপনার বয়স অন্তত ১৮ বছর হতে হবে, নিবন্ধনের সময় সঠিক তথ্য দিতে হবে এবং পাসওয়ার্ড কাউকে জানানো যাবে না। আপনার অ্যাকাউন্টে যা ঘটে, তার দায় আপনার।',
    ],
  },
  {
    id: 'sellers',
    title: '২. ফোন বিক্রি',
    paragraphs: [
      'একজন অ্যাডমিন যাচাই করার পরেই বিক্রেতারা ফোনের বিজ্ঞাপন দিতে পারেন। আপনি শুধু নিজের মালিকানার ফোন বিক্রি করতে পারবেন, যা চুরি করা, ব্লক করা বা কিস্তির চুক্তিতে বাঁধা নয়; আর ফোনের অবস্থা, বয়স ও ত্রুটি সততার সঙ্গে জানাতে হবে।',
      'ফোন হাতে দেওয়ার আগে এতে থাকা আপনার ব্যক্তিগত তথ্য মুছে ফেলুন এবং সব অ্যাকাউন্ট থেকে সাইন আউট করুন। ফোনটি বিক্রি হয়ে গেলেই বিজ্ঞাপনটি বিক্রি হয়েছে বলে চিহ্নিত করুন।',
    ],
  },
  {
    id: 'buyers',
    title: '৩. বুকিং ও কেনা',
    paragraphs: [
      'ফোন বুক করলে বিক্রেতা জানতে পারেন যে আপনি ফোনটি চান, আর ফোনটি আপনার জন্য রাখা থাকে; এটি কোনো পেমেন্ট নয়। বিক্রেতার সঙ্গে নিরাপদ, লোকজনের ভিড় আছে এমন জায়গায় দেখা করুন, ফোনটি দেখে নিন (IMEI, ব্যাটারি, স্ক্রিন, অ্যাকাউন্ট থেকে সাইন আউট) এবং সন্তুষ্ট হলে তবেই টাকা দিন।',
      'দেখা করতে না পারলে আমার অর্ডার থেকে বুকিংটি বাতিল করুন, যাতে অন্যরা ফোনটি বুক করতে পারেন।',
    ],
  },
  {
    id: 'conduct',
    title: '৪. ন্যায্য আচরণ',
    paragraphs: [
      'ভুয়া বিজ্ঞাপন, স্প্যাম, হয়রানি বা অন্য ব্যবহারকারীদের ঠকানোর চেষ্টা চলবে না। এই শর্ত যাঁরা ভাঙেন, তাঁদের বিজ্ঞাপন আমরা সরিয়ে দিতে এবং অ্যাকাউন্ট স্থগিত বা মুছে ফেলতে পারি; প্রতারণা ও চুরির মালের ব্যাপারে আমরা পুলিশকে সহযোগিতা করি।',
    ],
  },
  {
    id: 'privacy',
    title: '৫. গোপনীয়তা',
    paragraphs: [
      'মার্কেটপ্লেস চালানোর জন্য আপনার দেওয়া তথ্য (নাম, ইমেইল, ছবি, ফোন নম্বর ও বিজ্ঞাপন) আমরা রাখি। আপনার ফোন নম্বর ও দেখা করার জায়গা শুধু বুকিংয়ের অপর পক্ষ জানতে পারেন। আমরা কখনো আপনার তথ্য বিক্রি করি না। যেকোনো সময় আপনার অ্যাকাউন্ট মুছে ফেলতে বলতে পারেন।',
    ],
  },
  {
    id: 'licensing',
    title: '৬. কনটেন্ট ও লাইসেন্স',
    paragraphs: [
      'আপনার আপলোড করা ছবি ও লেখার স্বত্ব আপনারই থাকে; আপনার বিজ্ঞাপন বা অ্যাকাউন্ট যতদিন থাকে, ততদিন সেগুলো সাইটে দেখানোর অনুমতি আপনি ReCell-কে দেন। ব্র্যান্ডের নাম ও লোগো তাদের মালিকদের; শুধু ফোনের নাম বোঝাতে সেগুলো ব্যবহার করা হয়।',
    ],
  },
  {
    id: 'liability',
    title: '৭. আমাদের দায়িত্ব',
    paragraphs: [
      'আমরা বিক্রেতাদের যাচাই করি, কিন্তু প্রতিটি ফোন পরীক্ষা করতে পারি না, তাই কোনো বিক্রির নিশ্চয়তা দিতে পারি না। আইন যতটা অনুমতি দেয়, ব্যবহারকারীদের নিজেদের মধ্যকার লেনদেনে হওয়া ক্ষতির দায় ReCell নেয় না। এই শর্তাবলির কোনো কিছুই ভোক্তা হিসেবে আপনার অধিকার সীমিত করে না।',
    ],
  },
  {
    id: 'contact',
    title: '৮. যোগাযোগ',
    paragraphs: ['প্রশ্ন, সন্দেহজনক বিজ্ঞাপনের খবর বা আপনার তথ্য নিয়ে অনুরোধ: support@recell.test ঠিকানায় লিখুন। আমরা দুই কর্মদিবসের মধ্যে উত্তর দিই।'],
  },
];

/**
 * The terms by language. A legal text is translated as a whole document, not sentence by
 * sentence through the catalogs: every Bangla page loads the Bangla catalog, and only this page
 * needs these words.
 */
export const TERMS: Record<Language, Terms> = {
  en: { updated: '1 March 2026', sections: ENGLISH_SECTIONS },
  bn: { updated: '১ মার্চ ২০২৬', sections: BANGLA_SECTIONS },
};
