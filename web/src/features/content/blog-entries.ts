export interface BlogEntry {
  id: number;
  question: string;
  answer: string[];
}

/** The blog's four fixed questions and answers (spec §2). */
export const BLOG_ENTRIES: BlogEntry[] = [
  {
    id: 1,
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
    question: 'How does prototypal inheritance work?',
    answer: [
      'Every JavaScript object has a hidden link to another object, its prototype. When you read a property the object does not have, JavaScript follows that link and looks on the prototype, then on its prototype, and so on up the chain until it finds the property or reaches null.',
      'Functions used with new give the objects they create a prototype of their own prototype property, which is how all arrays share methods such as map. The class syntax is a cleaner way to write the same thing: extends links one prototype to another.',
      'Because methods live once on the prototype rather than on every object, memory is saved, and changing the prototype changes what every linked object sees.',
    ],
  },
  {
    id: 3,
    question: 'What are the differences between React, Angular and Vue?',
    answer: [
      'React is a library for building user interfaces from components written in JSX. It leaves routing, data fetching and forms to other libraries, which gives freedom but means more choices to make.',
      'Angular is a complete framework from Google written in TypeScript. Routing, forms, HTTP and dependency injection come built in, with strong conventions that suit large teams, at the cost of a steeper learning curve.',
      'Vue sits in between: a progressive framework with single-file components and HTML-like templates, an official router and store, and a gentle learning curve. All three are fast enough for almost any app; the choice is mostly about team experience and how much structure you want out of the box.',
    ],
  },
  {
    id: 4,
    question: 'Why should we write unit tests?',
    answer: [
      'Unit tests check small pieces of code, such as a function or a component, in isolation. They catch mistakes minutes after they are made, when they are cheapest to fix, instead of after a customer finds them.',
      'They also make change safe: when you refactor or add a feature, a green test suite tells you the old behaviour still works. And they document intent, showing the next developer exactly how a piece of code is meant to be used.',
      'Good unit tests are fast, independent of each other and focused on behaviour rather than implementation details, so they keep helping as the code evolves.',
    ],
  },
];
