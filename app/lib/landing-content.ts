/** Copy of the waitlist landing page (docs/product.md); FAQ entries are `{ ask, answer }` (section 3). */

export interface FaqEntry {
  ask: string;
  answer: string;
}

export const LANDING_TAGLINE =
  "A creative and helpful collaborator that boosts your imagination and productivity. Tell May about your business in a short chat, and get a real website you can publish the same minute.";

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    ask: "What is May?",
    answer:
      "May is an AI website builder. It asks you a few questions about what you want to build, where you are and what your project is called, lets you pick a template, and writes and designs a complete site from your answers. You can preview it, adjust it and publish it at a public address.",
  },
  {
    ask: "Do I need to know how to code or design?",
    answer:
      "No. May writes the copy, chooses the layout and produces a fast, accessible site that looks right on phones and desktops. If you want to change something, you edit the text in place or ask May to rewrite a section.",
  },
  {
    ask: "When can I start, and what does it cost?",
    answer:
      "We are opening May to people on the waitlist in small groups. Joining the waitlist is free, and everyone who joins gets early access and a say in what we build next through our feature-request board.",
  },
];
