export interface TermsSection {
  /** Anchor of the section, linked from the footer. */
  id: string;
  title: string;
  paragraphs: string[];
}

export const TERMS_UPDATED = '1 March 2026';

/** ReCell's terms and conditions: short, plain and specific to a used-phone marketplace. */
export const TERMS_SECTIONS: TermsSection[] = [
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
