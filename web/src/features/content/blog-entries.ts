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

export const BLOG_TOPICS: { topic: BlogTopic; title: string; text: string }[] = [
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

/** Every entry, buying guides first: they are what most readers come for. */
export const BLOG_ENTRIES: BlogEntry[] = [...BUYING_GUIDES, ...DEVELOPER_ANSWERS];
