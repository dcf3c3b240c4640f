import type { Language } from '@/lib/i18n/languages';

/** A paragraph, a sub-heading, or a list (numbered when `ordered`). */
export type BlogBlock = string | { heading: string } | { list: string[]; ordered?: boolean };

export type BlogTopic = 'buying' | 'developers';

export interface BlogEntry {
  id: number;
  /** The entry's anchor on the blog page. */
  slug: string;
  topic: BlogTopic;
  /** The title: the spec's entries are questions. */
  question: string;
  /** One line for the list of entries. */
  summary: string;
  answer: BlogBlock[];
}

export interface BlogSection {
  topic: BlogTopic;
  title: string;
  text: string;
}

/** The blog in one language: its sections, and every entry, buying guides first (they are what most readers come for). */
export interface Blog {
  topics: BlogSection[];
  entries: BlogEntry[];
}

const ENGLISH_TOPICS: BlogSection[] = [
  { topic: 'buying', title: 'Buying guides', text: 'What to check, what the numbers mean, and how to meet safely.' },
  { topic: 'developers', title: 'From our developers', text: 'Short answers to questions web developers ask us.' },
];

/**
 * Guides for people buying a used phone. The checks are ones anyone can do with the phone in
 * hand; where a setting's place differs by maker or version, the guide says so.
 */
const BUYING_GUIDES: BlogEntry[] = [
  {
    id: 5,
    slug: 'check-a-used-phone-before-paying',
    topic: 'buying',
    question: 'How to check a used phone before you pay',
    summary: 'A fifteen-minute checklist for the meetup, and the signs that should make you walk away.',
    answer: [
      'A used phone can be a great buy, but once the money has changed hands there is rarely a way back. Fifteen minutes of checking at the meetup tells you almost everything. Go through the list below in order and do not let anyone hurry you: a seller with a good phone has nothing to lose by waiting.',
      { heading: 'Before you meet' },
      {
        list: [
          'Ask for the exact model, storage size and colour, how long the seller has used it, and whether it has ever been repaired (screen, battery, camera).',
          'Ask for the IMEI number. An honest seller can read it out in a minute; refusing is a warning sign. Our guide to IMEI and battery health says where to find it and what it tells you.',
          'Ask for the battery health figure, and whether the box, the receipt and the charger come with it.',
          'Compare the price with similar listings. A price far below everyone else’s usually has a reason.',
        ],
      },
      { heading: 'At the meetup, in this order' },
      {
        ordered: true,
        list: [
          'Look at the outside in good light: cracks in the screen or the back, dents or bends in the frame, scratched camera glass, a loose or dirty charging port, buttons that do not click. Check that the SIM tray is there.',
          'Check the IMEI: dial *#06# and compare the number on screen with the one on the box and the one the seller gave you. They must all match.',
          'Make sure the phone is not locked to the seller’s account. On an iPhone, Settings should not show the seller’s Apple Account at the top and Find My must be off; on Android, the seller’s Google account must be removed before the reset, or the phone will ask for it again after the reset (Factory Reset Protection).',
          'Ask the seller to erase the phone in front of you (on iPhone, Settings > General > Transfer or Reset iPhone > Erase All Content and Settings; on Android, Settings > System > Reset options, or General management on Samsung). Set it up far enough to reach the home screen.',
          'Put in your own SIM card: make a call, listen through the earpiece and the speaker, and open a web page on mobile data. This also shows whether the phone is locked to a network.',
          'Test the screen: open a plain white page at full brightness and look for dead pixels, yellow or pink patches and ghost images burned into the display. Drag an app icon slowly into every corner to check that touch works everywhere.',
          'Test the cameras (every lens on the back, and the front camera), the microphone (record a short voice note and play it back), vibration, Wi-Fi, Bluetooth and location (open a map).',
          'Plug in a charger and check that it charges. Enrol a fingerprint or your face to test the fingerprint reader or Face ID.',
          'Read the battery health. On recent iPhones, also open Settings > General > About and look for Parts and Service History: it lists any part that is not genuine or whose origin is unknown.',
        ],
      },
      { heading: 'Walk away if' },
      {
        list: [
          'The phone asks for someone else’s Apple Account or Google account, or the seller “forgot the passcode”.',
          'The IMEI on screen does not match the box, or the seller will not let you see it.',
          'The seller wants money in advance, a deposit to “hold” the phone, or payment before you have tried it.',
          'You are pushed to decide quickly, or asked to move to a quieter place.',
        ],
      },
      'When everything checks out, pay, and take the box, the receipt and the charger if they were promised. The seller then marks the phone sold on ReCell, which completes your booking.',
    ],
  },
  {
    id: 6,
    slug: 'imei-and-battery-health',
    topic: 'buying',
    question: 'What IMEI and battery health tell you, and where to find them',
    summary: 'Two numbers every buyer should ask for, where they live on iPhone and Android, and how to read them.',
    answer: [
      'Two numbers say more about a used phone than any photo: its IMEI, which identifies the phone itself, and its battery health, which says how much of the battery’s original capacity is left. Both take less than a minute to find.',
      { heading: 'IMEI: the phone’s identity' },
      'The IMEI (International Mobile Equipment Identity) is a 15-digit number that identifies one phone on mobile networks. A phone with two SIM slots, or a SIM and an eSIM, has two. Its first eight digits name the make and model, so a number that does not belong to the model in front of you is a red flag.',
      {
        list: [
          'It tells you whether the phone is the one on the box: the IMEI on screen, on the box label and, on many iPhones, on the SIM tray should all be the same number.',
          'It lets you check whether the phone has been reported lost or stolen, or is blocked by networks. Ask your mobile operator, or use your country’s official register: in Bangladesh, BTRC’s National Equipment Identity Register (NEIR).',
          'It does not tell you the phone’s condition, whether it has been repaired, or whether it is locked to someone’s account. You check those with the phone in your hand.',
        ],
      },
      { heading: 'Where to find the IMEI' },
      {
        list: [
          'Any phone: dial *#06#. The IMEI appears at once, without making a call.',
          'iPhone: Settings > General > About, then scroll to IMEI. It is also printed on the box label and, on many models, on the SIM tray.',
          'Android: Settings > About phone, under Status or IMEI information (the names differ a little by maker). It is also on the box label.',
        ],
      },
      { heading: 'Battery health: how long a charge will last' },
      'Phone batteries are lithium-ion and wear out with use: every full charge cycle takes away a little capacity. Battery health is the capacity left, as a share of what the battery held when new. A phone at 80% runs for roughly four-fifths of the time it did when new, and older batteries may also make the phone slow down under heavy load.',
      {
        list: [
          '90% or more: as good as you can expect from a used phone.',
          '80% to 89%: fine for most people, but the day will be shorter than it was.',
          'Below 80%: plan for a battery replacement soon and agree a price that covers it. Apple designs iPhone 14 and earlier batteries to keep 80% after 500 full cycles, and iPhone 15 and later after 1,000.',
        ],
      },
      { heading: 'Where to find battery health' },
      {
        list: [
          'iPhone: Settings > Battery > Battery Health (Battery Health & Charging on some iOS versions) shows Maximum Capacity, and a Service message when the battery needs replacing. On iPhone 15 and later, Settings > General > About also shows the cycle count.',
          'Samsung Galaxy: open the Samsung Members app, then Support > Phone diagnostics > Battery status. It reports the battery’s life as Good, Normal or Weak rather than a percentage.',
          'Google Pixel (8a and later): Settings > Battery > Battery health.',
          'Other Android phones: look under Settings > Battery, or in the maker’s own support app. Where no figure is shown, watch how fast the percentage falls during ten minutes of use, and whether the phone gets hot.',
        ],
      },
      'A low battery is not a reason to walk away: it is a reason to pay less. A seller who will not let you see either number, though, is telling you something.',
    ],
  },
  {
    id: 7,
    slug: 'meet-a-stranger-safely',
    topic: 'buying',
    question: 'Meeting a stranger safely to buy or sell a phone',
    summary: 'Where to meet, who to tell, how to handle the money, and when to leave.',
    answer: [
      'Almost every ReCell deal ends with two people meeting to hand over a phone. Nearly all of those meetings are uneventful, and a little planning keeps it that way, for the buyer and for the seller alike.',
      { heading: 'Choose the place and the time' },
      {
        list: [
          'Meet in a busy public place with people and cameras around: a shopping centre, a café, the lobby of a bank. When you book, you propose the meeting place yourself, so pick one you know.',
          'Meet in daylight, and leave enough time to check the phone calmly.',
          'Never meet at a home, in an empty car park or side street, and do not agree to move to a second place once you are there.',
        ],
      },
      { heading: 'Before you go' },
      {
        list: [
          'Tell a friend or someone at home where you are going, when, and who you are meeting. Better still, take them with you.',
          'Charge your own phone, and keep it with you throughout.',
          'Keep the conversation in writing where you can, so the details you agreed (price, place, what is included) are on record.',
        ],
      },
      { heading: 'Handling the money' },
      {
        list: [
          'Never pay a deposit or send money in advance to “hold” a phone. On ReCell a booking already holds the phone for you: nobody else can book it while your booking is open.',
          'Pay only after the phone has passed your checks. Bring the agreed amount and no more than you need.',
          'If you pay by mobile transfer (such as bKash or Nagad), the seller should see the money arrive in their own account before the phone changes hands. A screenshot or a forwarded message is not proof of payment.',
          'Sellers taking cash: count it in front of the buyer and look at the notes before you hand over the phone.',
        ],
      },
      { heading: 'During the meeting' },
      {
        list: [
          'Keep the phone being sold where both of you can see it, and do not hand over your own unlocked phone.',
          'Take your time over the checks. Someone who rushes you, changes the price at the last moment or asks you to come somewhere else is a reason to leave.',
          'Trust your instincts: you can always walk away. Cancel the booking afterwards so the phone is free for others.',
        ],
      },
      { heading: 'If something goes wrong' },
      'If you feel threatened, leave and go to where there are people. In an emergency in Bangladesh, call 999. Report a suspicious listing or seller to us through the contact details on our terms page, so we can look into it.',
    ],
  },
];

/** The spec's four fixed questions and answers (§2), from the people who build ReCell. */
const DEVELOPER_ANSWERS: BlogEntry[] = [
  {
    id: 1,
    slug: 'state-management-in-react',
    topic: 'developers',
    summary: 'Local, shared, server and URL state, and where each belongs.',
    question: 'What are the different ways to manage state in a React application?',
    answer: [
      'Local state lives in a component with useState or useReducer; it is the right home for anything only one part of the screen cares about, such as whether a menu is open.',
      'Shared client state, like the signed-in user or a theme, can be passed down with Context, or kept in a small store such as Zustand or Redux when many distant components read and update it.',
      'Server state is different: it is a cached copy of data that lives on a server. Libraries such as TanStack Query fetch it, cache it, refetch it when it goes stale and keep loading and error flags, so you do not copy it into your own state by hand.',
      'Finally, the URL is state too: the route, path parameters and the query string are the natural place for anything a person should be able to bookmark or share, such as the current category.',
    ],
  },
  {
    id: 2,
    slug: 'prototypal-inheritance',
    topic: 'developers',
    summary: 'How JavaScript objects find the properties they do not have.',
    question: 'How does prototypal inheritance work?',
    answer: [
      'Every JavaScript object has a hidden link to another object, its prototype. When you read a property the object does not have, JavaScript follows that link and looks on the prototype, then on its prototype, and so on up the chain until it finds the property or reaches null.',
      'Functions used with new give the objects they create a prototype of their own prototype property, which is how all arrays share methods such as map. The class syntax is a cleaner way to write the same thing: extends links one prototype to another.',
      'Because methods live once on the prototype rather than on every object, memory is saved, and changing the prototype changes what every linked object sees.',
    ],
  },
  {
    id: 3,
    slug: 'react-angular-vue',
    topic: 'developers',
    summary: 'A library, a full framework, and the one in between.',
    question: 'What are the differences between React, Angular and Vue?',
    answer: [
      'React is a library for building user interfaces from components written in JSX. It leaves routing, data fetching and forms to other libraries, which gives freedom but means more choices to make.',
      'Angular is a complete framework from Google written in TypeScript. Routing, forms, HTTP and dependency injection come built in, with strong conventions that suit large teams, at the cost of a steeper learning curve.',
      'Vue sits in between: a progressive framework with single-file components and HTML-like templates, an official router and store, and a gentle learning curve. All three are fast enough for almost any app; the choice is mostly about team experience and how much structure you want out of the box.',
    ],
  },
  {
    id: 4,
    slug: 'why-unit-tests',
    topic: 'developers',
    summary: 'Cheap mistakes, safe changes and documented intent.',
    question: 'Why should we write unit tests?',
    answer: [
      'Unit tests check small pieces of code, such as a function or a component, in isolation. They catch mistakes minutes after they are made, when they are cheapest to fix, instead of after a customer finds them.',
      'They also make change safe: when you refactor or add a feature, a green test suite tells you the old behaviour still works. And they document intent, showing the next developer exactly how a piece of code is meant to be used.',
      'Good unit tests are fast, independent of each other and focused on behaviour rather than implementation details, so they keep helping as the code evolves.',
    ],
  },
];

const BANGLA_TOPICS: BlogSection[] = [
  { topic: 'buying', title: 'কেনার গাইড', text: 'কী কী যাচাই করবেন, সংখ্যাগুলোর মানে কী, আর নিরাপদে কীভাবে দেখা করবেন।' },
  { topic: 'developers', title: 'আমাদের ডেভেলপারদের কাছ থেকে', text: 'ওয়েব ডেভেলপাররা আমাদের যেসব প্রশ্ন করেন, তার ছোট উত্তর।' },
];

/**
 * The buying guides in Bangla, written for buyers in Bangladesh. The phones' menus are named as
 * the phones show them (most are set to English), so a reader finds them as written.
 */
const BANGLA_BUYING_GUIDES: BlogEntry[] = [
  {
    id: 5,
    slug: 'check-a-used-phone-before-paying',
    topic: 'buying',
    question: 'টাকা দেওয়ার আগে পুরোনো ফোন কীভাবে যাচাই করবেন',
    summary: 'দেখা করার সময়ের জন্য পনেরো মিনিটের একটি চেকলিস্ট, আর যেসব লক্ষণ দেখলে কেনা বাদ দেবেন।',
    answer: [
      'পুরোনো ফোন কিনে অনেক সময় ভালো দামে ভালো জিনিস পাওয়া যায়, কিন্তু একবার টাকা হাতবদল হয়ে গেলে ফেরার পথ খুব কমই থাকে। দেখা করার সময় পনেরো মিনিট যাচাই করলেই প্রায় সব জানা হয়ে যায়। নিচের তালিকা ধরে ক্রমানুসারে এগোন, আর কাউকে তাড়া দিতে দেবেন না: যাঁর ফোন ভালো, একটু অপেক্ষা করলে সেই বিক্রেতার কিছুই হারানোর নেই।',
      { heading: 'দেখা করার আগে' },
      {
        list: [
          'ফোনের সঠিক মডেল, স্টোরেজ আর রং জেনে নিন; বিক্রেতা কত দিন ফোনটি ব্যবহার করেছেন আর কখনো মেরামত (স্ক্রিন, ব্যাটারি, ক্যামেরা) হয়েছে কি না, তা-ও জিজ্ঞেস করুন।',
          'IMEI নম্বর চেয়ে নিন। সৎ বিক্রেতা এক মিনিটেই তা পড়ে শোনাতে পারেন; দিতে না চাইলে সেটা সতর্কসংকেত। এটি কোথায় পাবেন আর কী জানায়, তা আছে IMEI আর ব্যাটারি হেলথ নিয়ে আমাদের গাইডে।',
          'ব্যাটারি হেলথ কত, তা জেনে নিন, আর বক্স, রসিদ ও চার্জার সঙ্গে দেবেন কি না।',
          'একই ধরনের অন্য বিজ্ঞাপনের দামের সঙ্গে মিলিয়ে দেখুন। সবার চেয়ে অনেক কম দামের পেছনে সাধারণত কোনো কারণ থাকে।',
        ],
      },
      { heading: 'দেখা করার সময়, এই ক্রমে' },
      {
        ordered: true,
        list: [
          'ভালো আলোয় ফোনের বাইরেটা দেখুন: স্ক্রিনে বা পেছনে ফাটল, ফ্রেমে টোল বা বাঁকা ভাব, ক্যামেরার কাচে দাগ, ঢিলা বা ময়লা চার্জিং পোর্ট, চাপলে ক্লিক করে না এমন বাটন। সিম ট্রে আছে কি না, দেখে নিন।',
          'IMEI মিলিয়ে নিন: *#06# ডায়াল করে স্ক্রিনের নম্বরটি বক্সের নম্বর আর বিক্রেতার দেওয়া নম্বরের সঙ্গে মেলান। সবগুলো এক হতে হবে।',
          'ফোনটি বিক্রেতার অ্যাকাউন্টে আটকে নেই, তা নিশ্চিত করুন। iPhone-এ Settings-এর ওপরে বিক্রেতার Apple Account দেখা যাবে না, আর Find My বন্ধ থাকতে হবে; Android-এ রিসেটের আগেই বিক্রেতার Google অ্যাকাউন্ট সরিয়ে ফেলতে হবে, নইলে রিসেটের পর ফোন আবার সেই অ্যাকাউন্ট চাইবে (Factory Reset Protection)।',
          'বিক্রেতাকে আপনার সামনেই ফোনটি পুরো মুছে ফেলতে বলুন (iPhone-এ Settings > General > Transfer or Reset iPhone > Erase All Content and Settings; Android-এ Settings > System > Reset options, Samsung-এ General management)। তারপর হোম স্ক্রিন আসা পর্যন্ত সেটআপ করে নিন।',
          'নিজের সিম কার্ড ঢুকিয়ে একটি কল করুন, ইয়ারপিস আর স্পিকার দুটোতেই শুনে দেখুন, আর মোবাইল ডেটায় একটি ওয়েবসাইট খুলুন। ফোনটি কোনো নেটওয়ার্কে লক করা কি না, তা-ও এতে বোঝা যায়।',
          'স্ক্রিন পরীক্ষা করুন: পুরো উজ্জ্বলতায় একটি সাদা পাতা খুলে দেখুন কোথাও ডেড পিক্সেল, হলদে বা গোলাপি ছোপ, কিংবা ডিসপ্লেতে বসে যাওয়া আবছা ছবি আছে কি না। কোনো অ্যাপের আইকন ধীরে ধীরে স্ক্রিনের প্রতিটি কোণে টেনে নিয়ে দেখুন, সবখানে টাচ কাজ করে কি না।',
          'ক্যামেরা (পেছনের প্রতিটি লেন্স আর সামনের ক্যামেরা), মাইক্রোফোন (ছোট একটি ভয়েস নোট রেকর্ড করে শুনুন), ভাইব্রেশন, Wi-Fi, Bluetooth আর লোকেশন (একটি ম্যাপ খুলুন) পরীক্ষা করুন।',
          'চার্জার লাগিয়ে দেখুন চার্জ হয় কি না। ফিঙ্গারপ্রিন্ট রিডার বা Face ID পরীক্ষা করতে নিজের আঙুলের ছাপ বা মুখ যোগ করে দেখুন।',
          'ব্যাটারি হেলথ দেখুন। নতুন iPhone-এ Settings > General > About খুলে Parts and Service History-ও দেখুন: কোনো যন্ত্রাংশ আসল না হলে বা তার উৎস অজানা হলে সেখানে তা লেখা থাকে।',
        ],
      },
      { heading: 'কেনা বাদ দিন, যদি' },
      {
        list: [
          'ফোনটি অন্য কারও Apple Account বা Google অ্যাকাউন্ট চায়, কিংবা বিক্রেতা “পাসকোড ভুলে গেছেন”।',
          'স্ক্রিনের IMEI বক্সের সঙ্গে মেলে না, কিংবা বিক্রেতা তা দেখতে দেন না।',
          'বিক্রেতা আগেই টাকা চান, ফোন “ধরে রাখতে” অগ্রিম চান, কিংবা চালিয়ে দেখার আগেই দাম মেটাতে বলেন।',
          'আপনাকে তাড়াতাড়ি সিদ্ধান্ত নিতে চাপ দেওয়া হয়, কিংবা কোনো নিরিবিলি জায়গায় সরে যেতে বলা হয়।',
        ],
      },
      'সব ঠিকঠাক থাকলে দাম মিটিয়ে দিন, আর কথা থাকলে বক্স, রসিদ ও চার্জার বুঝে নিন। এরপর বিক্রেতা ReCell-এ ফোনটি বিক্রি হয়েছে বলে চিহ্নিত করলে আপনার বুকিং সম্পন্ন হয়।',
    ],
  },
  {
    id: 6,
    slug: 'imei-and-battery-health',
    topic: 'buying',
    question: 'IMEI আর ব্যাটারি হেলথ কী জানায়, আর কোথায় পাবেন',
    summary: 'প্রত্যেক ক্রেতার যে দুটি সংখ্যা চেয়ে নেওয়া উচিত, iPhone আর Android-এ সেগুলো কোথায় থাকে, আর কীভাবে বুঝবেন।',
    answer: [
      'পুরোনো ফোন সম্পর্কে দুটি সংখ্যা যেকোনো ছবির চেয়ে বেশি বলে: IMEI, যা ফোনটিকেই চিনিয়ে দেয়, আর ব্যাটারি হেলথ, যা জানায় ব্যাটারির শুরুর ক্ষমতার কতটা এখনো বাকি। দুটিই খুঁজে পেতে এক মিনিটও লাগে না।',
      { heading: 'IMEI: ফোনের পরিচয়' },
      'IMEI (International Mobile Equipment Identity) হলো ১৫ অঙ্কের একটি নম্বর, যা মোবাইল নেটওয়ার্কে একটি নির্দিষ্ট ফোনকে চেনায়। দুটি সিম স্লট, বা একটি সিম আর একটি eSIM থাকলে ফোনের IMEI থাকে দুটি। প্রথম আট অঙ্ক থেকে নির্মাতা আর মডেল জানা যায়, তাই সামনের মডেলের সঙ্গে না মেলা নম্বর বিপদের সংকেত।',
      {
        list: [
          'এটি জানায়, ফোনটি বক্সের সেই ফোনই কি না: স্ক্রিনের IMEI, বক্সের লেবেলের IMEI আর অনেক iPhone-এ সিম ট্রেতে লেখা IMEI একই নম্বর হওয়ার কথা।',
          'এটি দিয়ে যাচাই করা যায়, ফোনটি হারানো বা চুরি হয়েছে বলে জানানো হয়েছে কি না, কিংবা নেটওয়ার্কে ব্লক করা কি না। আপনার মোবাইল অপারেটরকে জিজ্ঞেস করুন, কিংবা দেশের সরকারি নিবন্ধন দেখুন: বাংলাদেশে বিটিআরসির ন্যাশনাল ইকুইপমেন্ট আইডেন্টিটি রেজিস্টার (NEIR)।',
          'ফোনের অবস্থা, মেরামত হয়েছে কি না, কিংবা কারও অ্যাকাউন্টে আটকে আছে কি না, এটি তা জানায় না। সেগুলো ফোন হাতে নিয়ে যাচাই করতে হয়।',
        ],
      },
      { heading: 'IMEI কোথায় পাবেন' },
      {
        list: [
          'যেকোনো ফোনে: *#06# ডায়াল করুন। কল না করেই সঙ্গে সঙ্গে IMEI দেখা যাবে।',
          'iPhone-এ: Settings > General > About খুলে নিচে IMEI পর্যন্ত যান। বক্সের লেবেলে, আর অনেক মডেলে সিম ট্রেতেও এটি লেখা থাকে।',
          'Android-এ: Settings > About phone, এর মধ্যে Status বা IMEI information (নির্মাতাভেদে নাম একটু আলাদা)। বক্সের লেবেলেও এটি থাকে।',
        ],
      },
      { heading: 'ব্যাটারি হেলথ: এক চার্জে কতক্ষণ চলবে' },
      'ফোনের ব্যাটারি লিথিয়াম-আয়ন, ব্যবহারে তা ক্ষয় হয়: প্রতিটি পূর্ণ চার্জ সাইকেলে ক্ষমতা একটু করে কমে। ব্যাটারি হেলথ হলো বাকি থাকা ক্ষমতা, নতুন অবস্থায় ব্যাটারি যতটা চার্জ ধরত তার শতাংশ হিসেবে। ৮০% হেলথের ফোন নতুন অবস্থার মোটামুটি পাঁচ ভাগের চার ভাগ সময় চলে, আর পুরোনো ব্যাটারিতে ভারী কাজের সময় ফোন ধীরও হয়ে যেতে পারে।',
      {
        list: [
          '৯০% বা তার বেশি: পুরোনো ফোনে এর চেয়ে ভালো আশা করা যায় না।',
          '৮০% থেকে ৮৯%: বেশির ভাগ মানুষের জন্য ঠিক আছে, তবে চার্জ আগের চেয়ে কম সময় টিকবে।',
          '৮০%-এর নিচে: শিগগিরই ব্যাটারি বদলাতে হবে ধরে নিন, আর এমন দাম ঠিক করুন যাতে সেই খরচ উঠে আসে। Apple-এর হিসাবে iPhone 14 ও আগের মডেলের ব্যাটারি ৫০০টি পূর্ণ সাইকেলের পরও ৮০% ক্ষমতা ধরে রাখে, আর iPhone 15 ও পরের মডেলের ব্যাটারি ১,০০০টি সাইকেলের পর।',
        ],
      },
      { heading: 'ব্যাটারি হেলথ কোথায় পাবেন' },
      {
        list: [
          'iPhone-এ: Settings > Battery > Battery Health (কিছু iOS সংস্করণে Battery Health & Charging)-এ Maximum Capacity দেখা যায়, আর ব্যাটারি বদলানোর সময় হলে সেখানে Service লেখা আসে। iPhone 15 ও পরের মডেলে Settings > General > About-এ কতবার চার্জ সাইকেল হয়েছে (Cycle Count), তা-ও দেখা যায়।',
          'Samsung Galaxy-তে: Samsung Members অ্যাপ খুলে Support > Phone diagnostics > Battery status-এ যান। এটি শতাংশ নয়, ব্যাটারির অবস্থা Good, Normal বা Weak হিসেবে জানায়।',
          'Google Pixel-এ (8a ও পরের মডেল): Settings > Battery > Battery health।',
          'অন্যান্য Android ফোনে: Settings > Battery-তে, কিংবা নির্মাতার নিজস্ব সাপোর্ট অ্যাপে খুঁজুন। কোনো সংখ্যা না দেখালে খেয়াল করুন, দশ মিনিট ব্যবহারে চার্জের শতাংশ কত দ্রুত কমে, আর ফোন গরম হয় কি না।',
        ],
      },
      'ব্যাটারি দুর্বল হলে কেনা বাদ দিতে হবে, এমন নয়: এটি কম দাম দেওয়ার কারণ। তবে যে বিক্রেতা এই দুটি সংখ্যার কোনোটিই দেখতে দেন না, তাঁর আচরণই আপনাকে যা বোঝার বুঝিয়ে দিচ্ছে।',
    ],
  },
  {
    id: 7,
    slug: 'meet-a-stranger-safely',
    topic: 'buying',
    question: 'ফোন কেনাবেচায় অচেনা মানুষের সঙ্গে নিরাপদে দেখা করবেন যেভাবে',
    summary: 'কোথায় দেখা করবেন, কাকে জানিয়ে যাবেন, টাকার লেনদেন কীভাবে করবেন, আর কখন চলে আসবেন।',
    answer: [
      'ReCell-এর প্রায় প্রতিটি কেনাবেচা শেষ হয় দুজন মানুষ দেখা করে ফোন হাতবদলের মধ্য দিয়ে। এমন সাক্ষাৎ প্রায় সব সময় নির্বিঘ্নেই হয়, আর একটু পরিকল্পনা করে নিলে ক্রেতা-বিক্রেতা দুজনের জন্যই তা নির্বিঘ্ন থাকে।',
      { heading: 'জায়গা আর সময় বেছে নিন' },
      {
        list: [
          'লোকজন আর ক্যামেরা আছে, এমন ব্যস্ত জনসমাগমের জায়গায় দেখা করুন: শপিং মল, ক্যাফে, ব্যাংকের লবি। বুকিং করার সময় দেখা করার জায়গা আপনি নিজেই প্রস্তাব করেন, তাই চেনা জায়গা বেছে নিন।',
          'দিনের আলোয় দেখা করুন, আর শান্তভাবে ফোন যাচাই করার মতো যথেষ্ট সময় হাতে রাখুন।',
          'কখনো কারও বাসায়, ফাঁকা পার্কিংয়ে বা নির্জন গলিতে দেখা করবেন না, আর সেখানে পৌঁছানোর পর অন্য কোনো জায়গায় যেতে রাজি হবেন না।',
        ],
      },
      { heading: 'যাওয়ার আগে' },
      {
        list: [
          'কোনো বন্ধু বা বাসার কাউকে জানিয়ে যান কোথায় যাচ্ছেন, কখন, আর কার সঙ্গে দেখা করছেন। আরও ভালো হয় তাঁকে সঙ্গে নিয়ে গেলে।',
          'নিজের ফোন চার্জ দিয়ে রাখুন, আর পুরো সময় সেটি নিজের কাছে রাখুন।',
          'যতটা পারেন লিখে কথা বলুন, যাতে যা ঠিক হলো (দাম, জায়গা, সঙ্গে কী কী থাকবে) তার রেকর্ড থাকে।',
        ],
      },
      { heading: 'টাকার লেনদেন' },
      {
        list: [
          'ফোন “ধরে রাখার” জন্য কখনো অগ্রিম বা আগাম টাকা পাঠাবেন না। ReCell-এ বুকিংই আপনার জন্য ফোনটি ধরে রাখে: আপনার বুকিং চালু থাকা অবস্থায় আর কেউ ফোনটি বুক করতে পারেন না।',
          'ফোনটি আপনার সব যাচাইয়ে উতরে গেলে তবেই টাকা দিন। যত টাকা ঠিক হয়েছে তা-ই সঙ্গে আনুন, দরকারের বেশি নয়।',
          'মোবাইল ব্যাংকিংয়ে (যেমন বিকাশ বা নগদ) টাকা দিলে, ফোন হাতবদলের আগে বিক্রেতা যেন নিজের অ্যাকাউন্টে টাকা ঢুকেছে তা দেখে নেন। স্ক্রিনশট বা ফরোয়ার্ড করা মেসেজ টাকা পাঠানোর প্রমাণ নয়।',
          'বিক্রেতা নগদ টাকা নিলে: ফোন দেওয়ার আগে ক্রেতার সামনেই টাকা গুনে নিন, আর নোটগুলো ভালো করে দেখে নিন।',
        ],
      },
      { heading: 'দেখা হওয়ার সময়' },
      {
        list: [
          'যে ফোনটি বিক্রি হচ্ছে, সেটি এমন জায়গায় রাখুন যেখানে দুজনেই দেখতে পান, আর নিজের আনলক করা ফোন অন্যের হাতে দেবেন না।',
          'যাচাই করতে সময় নিন। কেউ তাড়া দিলে, শেষ মুহূর্তে দাম বদলালে বা অন্য কোথাও যেতে বললে, সেটাই চলে আসার কারণ।',
          'নিজের মনের কথা শুনুন: আপনি যেকোনো সময় চলে আসতে পারেন। পরে বুকিংটি বাতিল করে দিন, যাতে অন্যরা ফোনটি বুক করতে পারেন।',
        ],
      },
      { heading: 'কোনো গোলমাল হলে' },
      'বিপদের আশঙ্কা হলে সেখান থেকে সরে লোকজনের মধ্যে চলে যান। বাংলাদেশে জরুরি প্রয়োজনে ৯৯৯-এ কল করুন। সন্দেহজনক কোনো বিজ্ঞাপন বা বিক্রেতার কথা আমাদের শর্তাবলির পাতায় দেওয়া যোগাযোগের ঠিকানায় জানান, যাতে আমরা খতিয়ে দেখতে পারি।',
    ],
  },
];

/** The spec's four questions and answers in Bangla; the names of libraries and of code stay as code writes them. */
const BANGLA_DEVELOPER_ANSWERS: BlogEntry[] = [
  {
    id: 1,
    slug: 'state-management-in-react',
    topic: 'developers',
    summary: 'লোকাল, শেয়ার্ড, সার্ভার আর URL স্টেট, এবং কোনটির জায়গা কোথায়।',
    question: 'একটি React অ্যাপ্লিকেশনে স্টেট ম্যানেজ করার উপায়গুলো কী কী?',
    answer: [
      'লোকাল স্টেট থাকে একটি কম্পোনেন্টের ভেতরে, useState বা useReducer দিয়ে; স্ক্রিনের কেবল একটি অংশের যা নিয়ে মাথাব্যথা, যেমন একটি মেনু খোলা কি না, তার জন্য এটাই ঠিক জায়গা।',
      'শেয়ার্ড ক্লায়েন্ট স্টেট, যেমন সাইন-ইন করা ব্যবহারকারী বা থিম, Context দিয়ে নিচের কম্পোনেন্টে পাঠানো যায়; আর দূরের অনেক কম্পোনেন্ট যখন তা পড়ে ও বদলায়, তখন Zustand বা Redux-এর মতো ছোট একটি স্টোরে রাখা যায়।',
      'সার্ভার স্টেট আলাদা জিনিস: এটি সার্ভারে থাকা ডেটার ক্যাশ করা একটি কপি। TanStack Query-র মতো লাইব্রেরি তা আনে, ক্যাশ করে, পুরোনো হয়ে গেলে আবার আনে, আর লোডিং ও এররের অবস্থাও রাখে, তাই হাতে করে তা নিজের স্টেটে কপি করতে হয় না।',
      'সবশেষে, URL-ও স্টেট: যা কেউ বুকমার্ক বা শেয়ার করতে চাইতে পারেন, যেমন এখনকার ক্যাটাগরি, তার স্বাভাবিক জায়গা হলো রাউট, পাথ প্যারামিটার আর কোয়েরি স্ট্রিং।',
    ],
  },
  {
    id: 2,
    slug: 'prototypal-inheritance',
    topic: 'developers',
    summary: 'JavaScript অবজেক্ট নিজের কাছে না থাকা প্রপার্টি কীভাবে খুঁজে পায়।',
    question: 'প্রোটোটাইপ-ভিত্তিক ইনহেরিট্যান্স (prototypal inheritance) কীভাবে কাজ করে?',
    answer: [
      'প্রতিটি JavaScript অবজেক্ট আরেকটি অবজেক্টের সঙ্গে একটি লুকানো সংযোগে বাঁধা থাকে, সেটিই তার প্রোটোটাইপ। অবজেক্টে নেই এমন কোনো প্রপার্টি পড়তে গেলে JavaScript সেই সংযোগ ধরে প্রোটোটাইপে খোঁজে, তারপর তার প্রোটোটাইপে, এভাবে চেইন বেয়ে ওপরে উঠতে থাকে, যতক্ষণ না প্রপার্টিটি পায় বা null-এ পৌঁছায়।',
      'new দিয়ে ডাকা ফাংশন নিজের prototype প্রপার্টিকে তার তৈরি অবজেক্টগুলোর প্রোটোটাইপ বানায়; এভাবেই সব অ্যারে map-এর মতো মেথড ভাগাভাগি করে। class সিনট্যাক্স একই জিনিস লেখার আরও পরিচ্ছন্ন উপায়: extends একটি প্রোটোটাইপকে আরেকটির সঙ্গে জুড়ে দেয়।',
      'মেথডগুলো প্রতিটি অবজেক্টে না থেকে প্রোটোটাইপে একবারই থাকে বলে মেমরি বাঁচে, আর প্রোটোটাইপ বদলালে তার সঙ্গে যুক্ত প্রতিটি অবজেক্ট সেই বদল দেখতে পায়।',
    ],
  },
  {
    id: 3,
    slug: 'react-angular-vue',
    topic: 'developers',
    summary: 'একটি লাইব্রেরি, একটি পূর্ণাঙ্গ ফ্রেমওয়ার্ক, আর মাঝামাঝি একটি।',
    question: 'React, Angular আর Vue-এর মধ্যে পার্থক্য কী?',
    answer: [
      'React হলো JSX-এ লেখা কম্পোনেন্ট দিয়ে ইউজার ইন্টারফেস বানানোর একটি লাইব্রেরি। রাউটিং, ডেটা আনা আর ফর্মের কাজ এটি অন্য লাইব্রেরির হাতে ছেড়ে দেয়; এতে স্বাধীনতা মেলে, তবে নিজেকে বেছে নিতে হয় অনেক কিছু।',
      'Angular হলো Google-এর তৈরি, TypeScript-এ লেখা একটি পূর্ণাঙ্গ ফ্রেমওয়ার্ক। রাউটিং, ফর্ম, HTTP আর ডিপেনডেন্সি ইনজেকশন এতে আগে থেকেই থাকে, আর এর কড়া নিয়মকানুন বড় দলের জন্য সুবিধাজনক, তবে শিখতে বেশি খাটতে হয়।',
      'Vue আছে এই দুয়ের মাঝামাঝি: সিঙ্গেল-ফাইল কম্পোনেন্ট আর HTML-এর মতো টেমপ্লেটসহ একটি প্রগ্রেসিভ ফ্রেমওয়ার্ক, যার নিজস্ব রাউটার ও স্টোর আছে, আর শেখাও সহজ। প্রায় যেকোনো অ্যাপের জন্য তিনটিই যথেষ্ট দ্রুত; কোনটি বেছে নেবেন, তা মূলত নির্ভর করে দলের অভিজ্ঞতা আর শুরু থেকেই কতটা কাঠামো চান, তার ওপর।',
    ],
  },
  {
    id: 4,
    slug: 'why-unit-tests',
    topic: 'developers',
    summary: 'কম খরচে ভুল ধরা, নিরাপদে বদলানো, আর কোডের উদ্দেশ্য লিখে রাখা।',
    question: 'ইউনিট টেস্ট কেন লিখব?',
    answer: [
      'ইউনিট টেস্ট কোডের ছোট ছোট অংশ, যেমন একটি ফাংশন বা একটি কম্পোনেন্ট, আলাদা করে যাচাই করে। ভুল হওয়ার কয়েক মিনিটের মধ্যেই তা ধরা পড়ে, যখন ঠিক করা সবচেয়ে সহজ; কোনো গ্রাহকের চোখে পড়ার পরে নয়।',
      'এগুলো বদলকেও নিরাপদ করে: রিফ্যাক্টর করার বা নতুন ফিচার যোগ করার পর সব টেস্ট পাস করলে বোঝা যায়, আগের আচরণ এখনো ঠিক আছে। আর এগুলো কোডের উদ্দেশ্যও লিখে রাখে: পরের ডেভেলপার ঠিক দেখতে পান, কোডের একটি অংশ কীভাবে ব্যবহার করার কথা।',
      'ভালো ইউনিট টেস্ট দ্রুত চলে, একটি আরেকটির ওপর নির্ভর করে না, আর ভেতরের খুঁটিনাটির বদলে আচরণের দিকে নজর রাখে, তাই কোড বদলাতে থাকলেও এগুলো কাজে লাগতেই থাকে।',
    ],
  },
];

/**
 * The blog by language. The entries are long documents, translated as wholes and kept out of
 * the catalogs (as the terms are): every Bangla page loads the Bangla catalog, and only this page
 * needs these words. Each entry keeps its id, slug and topic in both languages, so an anchor
 * opens the same entry in either.
 */
export const BLOG: Record<Language, Blog> = {
  en: { topics: ENGLISH_TOPICS, entries: [...BUYING_GUIDES, ...DEVELOPER_ANSWERS] },
  bn: { topics: BANGLA_TOPICS, entries: [...BANGLA_BUYING_GUIDES, ...BANGLA_DEVELOPER_ANSWERS] },
};
