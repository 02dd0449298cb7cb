import type { BusinessFamily } from "@core/chat/business-kinds";
import type { SiteSectionType } from "@core/sites/site-document";
import type { Phrase } from "./context";

/**
 * How the built-in writer writes each family's site: which sections, in what order, and the family's
 * phrases for each (kind-specific words come from kinds.ts through the context). Every phrase must read
 * well for every kind of its family, with or without a location. There are no testimonials here: those
 * are the owner's reviews only (docs/decisions/0500-owner-facts-and-nothing-invented.md).
 */
export interface FamilyCopy {
  plan: readonly SiteSectionType[];
  /** The services section's name in navigation ("Menu", "Services", "Rooms"). */
  servicesNav: string;
  servicesHeadings: readonly string[];
  servicesIntros: readonly Phrase[];
  eyebrows: readonly Phrase[];
  /** Hero headlines besides the kind's own. */
  headlines: readonly Phrase[];
  subheadlines: readonly Phrase[];
  primaryCtas: readonly string[];
  secondaryCtas: readonly string[];
  aboutHeadings: readonly Phrase[];
  aboutOpeners: readonly Phrase[];
  aboutMiddles: readonly Phrase[];
  highlights: readonly { value: string; label: Phrase }[];
  galleryHeadings: readonly string[];
  testimonialsHeadings: readonly string[];
  hoursHeadings: readonly string[];
  hours: readonly (readonly (readonly [string, string])[])[];
  hoursNotes: readonly Phrase[];
  faq: readonly (readonly [Phrase, Phrase])[];
  contactHeadings: readonly string[];
  contactIntros: readonly Phrase[];
  taglines: readonly Phrase[];
  /** Illustration motifs when the kind names none. */
  motifs: readonly string[];
  /** Trades: the phone number (or a call-back form) comes first on the contact section. */
  phoneFirst?: boolean;
}

const where = (c: { location: string }, fallback: string) => c.location || fallback;

export const FAMILY_COPY: Record<BusinessFamily, FamilyCopy> = {
  FOOD_DRINK: {
    plan: ["hero", "services", "about", "gallery", "testimonials", "hours-location", "contact", "footer"],
    servicesNav: "Menu",
    servicesHeadings: ["On the menu", "What we're serving", "Today's favourites", "The menu"],
    servicesIntros: [
      (c) => `A short list, done properly: ${c.specialty}, made fresh and priced fairly.`,
      () => "What changes with the seasons changes here too. These are the ones people come back for.",
      (c) => `Everything below is made by the ${c.name} team, in small batches.`,
    ],
    eyebrows: [(c) => (c.location ? `${c.kindName} · ${c.location}` : c.kindName), (c) => `Fresh every day${c.inLoc}`, () => "Made by hand, served with care"],
    headlines: [(c) => `${c.name}: ${c.specialty}`, (c) => `Good food${c.inLoc}, made the slow way`, () => "Come hungry. Leave happy."],
    subheadlines: [
      (c) => `${c.name} is ${c.aNoun}${c.inLoc} serving ${c.specialty}. Simple ingredients, done well, by people who care about every plate.`,
      (c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}, made fresh${c.inLoc}. Drop by, say hello, and see what's good today.`,
      (c) => `Welcome to ${c.name}: ${c.aNoun} with a short menu, honest prices and a warm welcome${c.inLoc}.`,
    ],
    primaryCtas: ["See the menu", "What's on today", "Browse the menu"],
    secondaryCtas: ["Find us", "Opening hours", "Get in touch"],
    aboutHeadings: [(c) => `The story of ${c.name}`, () => "Who we are", () => "Made with care, every day"],
    aboutOpeners: [
      (c) => `${c.name} started with a simple idea: ${c.specialty}, made properly and shared with ${c.location ? `the people of ${c.location}` : "our neighbours"}.`,
      (c) => `We're ${c.aNoun}${c.inLoc}, and we do a few things as well as we possibly can: ${c.specialty}.`,
      (c) => `At ${c.name} we cook and serve the food we love to eat ourselves, with ingredients from suppliers we know by name.`,
    ],
    aboutMiddles: [
      () => "Nothing here is rushed. We choose good ingredients, give them the time they need and keep the menu short so everything on it is at its best.",
      () => "The menu follows the seasons and the suppliers we trust, so there is usually something new to try alongside the favourites.",
      () => "Whether you're stopping by for a quick bite or staying a while, you'll be looked after by people who love what they do.",
    ],
    highlights: [
      { value: "Fresh", label: () => "Made every day" },
      { value: "Local", label: () => "Suppliers we know" },
      { value: "Seasonal", label: () => "A menu that changes" },
      { value: "Homemade", label: () => "From scratch, by hand" },
    ],
    galleryHeadings: ["A taste of what we do", "From our kitchen", "Fresh from the counter"],
    testimonialsHeadings: ["What our guests say", "Kind words", "Why people come back"],
    hoursHeadings: ["Opening hours & location", "Come and see us", "Find us"],
    hours: [
      [["Monday – Friday", "7:30 – 18:00"], ["Saturday", "8:00 – 17:00"], ["Sunday", "9:00 – 14:00"]],
      [["Tuesday – Saturday", "8:00 – 19:00"], ["Sunday", "9:00 – 15:00"], ["Monday", "Closed"]],
      [["Monday – Thursday", "11:00 – 21:00"], ["Friday – Saturday", "11:00 – 23:00"], ["Sunday", "12:00 – 20:00"]],
    ],
    hoursNotes: [() => "Hours can change on public holidays: check here before you visit.", () => "Walk-ins are always welcome; for groups, get in touch ahead."],
    faq: [
      [() => "Do you cater for allergies?", () => "Yes: tell us when you order and we'll talk you through what's safe. Every dish can be checked for allergens."],
      [() => "Can I order ahead?", () => "Yes, send us a message with what you'd like and when, and we'll have it ready."],
      [() => "Do you do larger orders?", () => "We love them. Get in touch a few days ahead with numbers and dates."],
    ],
    contactHeadings: ["Get in touch", "Say hello", "Orders & enquiries"],
    contactIntros: [
      () => "Questions, larger orders or just a hello: send us a message and we'll reply as soon as we can.",
      (c) => `Planning something special or ordering for a group? Tell us about it and the ${c.name} team will get back to you.`,
    ],
    taglines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}${c.inLoc}.`, () => "Made fresh, served with care.", (c) => `${c.name}: good food, made by hand.`],
    motifs: ["plate", "cup", "bread"],
  },

  HEALTH_FITNESS: {
    plan: ["hero", "services", "about", "testimonials", "faq", "hours-location", "contact", "footer"],
    servicesNav: "Services",
    servicesHeadings: ["How we can help", "Services & prices", "What we offer", "Treatments & care"],
    servicesIntros: [
      () => "Clear prices, no surprises. Not sure what you need? Ask us and we'll point you the right way.",
      (c) => `Every plan at ${c.name} starts with listening: what you want, what's holding you back, what fits your week.`,
      () => "Book a single appointment or talk to us about a plan that suits you.",
    ],
    eyebrows: [(c) => (c.location ? `${c.kindName} in ${c.location}` : c.kindName), () => "New clients welcome", () => "Feel better, move better"],
    headlines: [(c) => `Feel your best with ${c.name}`, (c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}${c.inLoc}`, () => "Care that fits your life"],
    subheadlines: [
      (c) => `${c.name} is ${c.aNoun}${c.inLoc} offering ${c.specialty}, with time to listen and a plan made for you.`,
      (c) => `Friendly experts, clear prices and appointments that fit around your week. ${c.name} is here to help you feel better.`,
      (c) => `From your first visit, we take the time to understand what you need. ${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}, done with care.`,
    ],
    primaryCtas: ["Book a visit", "Book your first visit", "Make an appointment"],
    secondaryCtas: ["See services", "View prices", "How it works"],
    aboutHeadings: [(c) => `About ${c.name}`, () => "People who listen", () => "Why people choose us"],
    aboutOpeners: [
      (c) => `${c.name} is ${c.aNoun}${c.inLoc} built around one idea: everyone deserves unhurried, expert care.`,
      (c) => `We started ${c.name} to offer ${c.specialty} the way we'd want it for our own families: personal, clear and kind.`,
      (c) => `Whether it's your first visit or you've been coming for a while, ${c.name} is a place to feel welcome and looked after.`,
    ],
    aboutMiddles: [
      () => "Every first visit starts with a proper conversation, so we understand your goals, your history and what fits your life.",
      () => "Our team keeps learning and training, and we explain everything in plain words, so you always know what we're doing and why.",
      () => "We keep things calm, clean and on time. Appointments run to schedule, and you're never rushed out of the door.",
    ],
    highlights: [
      { value: "1:1", label: () => "Time with an expert" },
      { value: "Clear", label: () => "Prices before you book" },
      { value: "Flexible", label: () => "Early and late slots" },
      { value: "Friendly", label: () => "First-timers welcome" },
    ],
    galleryHeadings: ["Inside the studio", "A look around", "Where you'll find us"],
    testimonialsHeadings: ["What clients say", "Kind words", "Real people, real progress"],
    hoursHeadings: ["Opening hours", "When we're open", "Visit us"],
    hours: [
      [["Monday – Friday", "7:00 – 20:00"], ["Saturday", "8:00 – 14:00"], ["Sunday", "Closed"]],
      [["Monday – Thursday", "8:00 – 19:00"], ["Friday", "8:00 – 17:00"], ["Saturday", "9:00 – 13:00"]],
      [["Weekdays", "6:30 – 21:00"], ["Weekends", "8:00 – 16:00"]],
    ],
    hoursNotes: [() => "Early and evening appointments go fast: book ahead to get your favourite slot.", () => "Please arrive five minutes early for your first visit."],
    faq: [
      [() => "Do I need a referral?", () => "No. You can book directly with us; if you have notes from another practitioner, bring them along."],
      [() => "What happens at the first visit?", () => "We talk about what you need, look at where you are today and agree a plan together. There's no pressure to book more."],
      [() => "How do I cancel or move a booking?", () => "Send us a message or call at least a day ahead and we'll find you a new time."],
      [() => "Can I bring someone with me?", () => "Of course. Bring whoever helps you feel at ease; just let us know when you book."],
    ],
    contactHeadings: ["Book or ask a question", "Get in touch", "Start today"],
    contactIntros: [() => "Tell us a little about what you're looking for and we'll get back to you with times and next steps.", () => "Not sure which service is right? Send a message and we'll help you choose."],
    taglines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}${c.inLoc}.`, () => "Expert care, at your pace.", () => "Feel better, move better, live better."],
    motifs: ["heart", "leaf", "dumbbell"],
  },

  BEAUTY: {
    plan: ["hero", "services", "gallery", "about", "testimonials", "hours-location", "contact", "footer"],
    servicesNav: "Prices",
    servicesHeadings: ["Treatments & prices", "The menu", "Services", "What we do"],
    servicesIntros: [
      () => "Prices are a guide: every appointment starts with a quick chat about what you'd like.",
      () => "Our favourite treatments, with clear prices. Ask us about anything you don't see here.",
      (c) => `Book any of these at ${c.name}; new clients are always welcome.`,
    ],
    eyebrows: [(c) => (c.location ? `${c.kindName} · ${c.location}` : c.kindName), () => "Look good, feel great", () => "Booking now"],
    headlines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}, beautifully done`, (c) => `Time for you, at ${c.name}`, () => "Leave feeling like yourself, only more so"],
    subheadlines: [
      (c) => `${c.name} is ${c.aNoun}${c.inLoc} for ${c.specialty}. Relax, take a moment, and let us take care of the rest.`,
      (c) => `Skilled hands, a calm space and results you'll love. Book your appointment at ${c.name}.`,
      (c) => `From a quick refresh to something special: ${c.specialty}, tailored to you${c.inLoc}.`,
    ],
    primaryCtas: ["Book an appointment", "Book now", "Reserve your spot"],
    secondaryCtas: ["See prices", "View our work", "Treatments"],
    aboutHeadings: [(c) => `About ${c.name}`, () => "The people behind the chair", () => "Our approach"],
    aboutOpeners: [
      (c) => `${c.name} is a friendly, independent ${c.noun}${c.inLoc}, where every appointment is unhurried and every client is listened to.`,
      (c) => `We opened ${c.name} to create the kind of place we'd love to visit ourselves: relaxed, welcoming and really good at ${c.specialty}.`,
    ],
    aboutMiddles: [
      () => "We use products we trust, keep learning new techniques and always talk you through the options before we start.",
      () => "Sit back with a drink, tell us what you have in mind, and leave with a look that suits you and is easy to live with.",
      () => "Hygiene, honesty and a good chat: that's the promise of every visit.",
    ],
    highlights: [
      { value: "Expert", label: () => "Skilled, trained team" },
      { value: "Relaxed", label: () => "Never rushed" },
      { value: "Quality", label: () => "Products we trust" },
      { value: "Personal", label: () => "Advice for you" },
    ],
    galleryHeadings: ["Recent work", "Looks we love", "From the studio"],
    testimonialsHeadings: ["Happy clients", "What clients say", "Kind words"],
    hoursHeadings: ["Opening hours", "When to find us", "Visit the studio"],
    hours: [
      [["Tuesday – Friday", "9:00 – 19:00"], ["Saturday", "9:00 – 17:00"], ["Sunday – Monday", "Closed"]],
      [["Monday – Wednesday", "10:00 – 18:00"], ["Thursday – Friday", "10:00 – 20:00"], ["Saturday", "9:00 – 16:00"]],
    ],
    hoursNotes: [() => "Appointments recommended; we'll always try to fit in walk-ins.", () => "Late appointments on Thursdays and Fridays."],
    faq: [
      [() => "Do I need to book?", () => "Booking is best so we can give you our full attention, but we'll always try to fit you in."],
      [() => "What if I'm running late?", () => "Let us know as soon as you can. We'll do our best to keep your appointment."],
      [() => "Do you offer gift vouchers?", () => "Yes, for any amount or treatment. Ask us and we'll prepare one."],
    ],
    contactHeadings: ["Book your appointment", "Get in touch", "Questions? Ask us"],
    contactIntros: [() => "Tell us what you'd like and when suits you, and we'll confirm your appointment.", () => "Questions about a treatment or a price? Send us a message, we're happy to help."],
    taglines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}${c.inLoc}.`, () => "Look good, feel great.", () => "Time for you."],
    motifs: ["scissors", "bottle", "mirror"],
  },

  HOME_TRADES: {
    plan: ["hero", "services", "about", "testimonials", "faq", "contact", "footer"],
    servicesNav: "Services",
    servicesHeadings: ["Services", "What we do", "Jobs we take on", "How we can help"],
    servicesIntros: [
      () => "Prices are a guide: every job gets a clear, written quote before any work starts.",
      (c) => `Big job or small, ${c.name} turns up on time, explains the work and leaves the place tidy.`,
      () => "No call-out surprises. Tell us about the job and we'll tell you what it costs.",
    ],
    eyebrows: [(c) => `${c.kindName}${c.location ? ` · Serving ${c.location}` : ""}`, () => "Free, no-obligation quotes", () => "Reliable · Tidy · Fairly priced"],
    headlines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}, done right`, (c) => `Your local ${c.noun}${c.inLoc}`, () => "Good work, fair prices, no surprises"],
    subheadlines: [
      (c) => `${c.name} offers ${c.specialty}${c.inLoc}. Clear quotes, on-time arrivals and work we're proud to put our name to.`,
      (c) => `Honest prices, tidy work and a team that turns up when we say we will. Call ${c.name} or ask for a free quote.`,
      (c) => `From quick fixes to bigger projects, ${c.name} does the job properly the first time${c.inLoc}.`,
    ],
    primaryCtas: ["Get a free quote", "Request a quote", "Book a visit"],
    secondaryCtas: ["Our services", "See what we do", "How it works"],
    aboutHeadings: [(c) => `Why choose ${c.name}`, () => "Local, reliable, fairly priced", () => "About us"],
    aboutOpeners: [
      (c) => `${c.name} is ${c.aNoun}${c.inLoc}. We built the business on word of mouth: do a good job, charge a fair price, and people tell their friends.`,
      (c) => `We're ${c.aNoun} that treats every home like our own. That means clear quotes, dust sheets down and no mess left behind.`,
    ],
    aboutMiddles: [
      () => "You'll always know who is coming, when they'll arrive and what the job will cost. If something changes, we talk to you before we carry on.",
      () => "We explain the options in plain language, recommend only what you need and stand behind our work once it's done.",
      () => "Every job is finished properly, cleaned up after and checked with you before we leave.",
    ],
    highlights: [
      { value: "Free", label: () => "Written quotes" },
      { value: "On time", label: () => "Arrival windows we keep" },
      { value: "Tidy", label: () => "We clean up after" },
      { value: "Local", label: (c) => (c.location ? `Based in ${c.location}` : "Based nearby") },
    ],
    galleryHeadings: ["Recent jobs", "Our work", "Before & after"],
    testimonialsHeadings: ["What customers say", "Recommended by neighbours", "Kind words"],
    hoursHeadings: ["Areas we cover", "Where we work"],
    hours: [
      [["Monday – Friday", "8:00 – 18:00"], ["Saturday", "9:00 – 13:00"]],
      [["Monday – Saturday", "7:30 – 19:00"], ["Emergencies", "Call us any time"]],
    ],
    hoursNotes: [(c) => `We cover ${where(c, "the local area")} and nearby.`],
    faq: [
      [() => "Do you charge for quotes?", () => "No. Quotes are free and in writing, so you know the price before we start."],
      [() => "Are you insured?", () => "Ask us for our insurance and any certificates for your job: we're happy to send them before we start."],
      [() => "Which areas do you cover?", (c) => `We work across ${where(c, "the local area")} and nearby. Not sure if we reach you? Just ask.`],
      [() => "How soon can you come?", () => "Tell us what's happening and when suits you, and we'll give you a time we can keep."],
    ],
    contactHeadings: ["Get a free quote", "Request a call back", "Tell us about the job"],
    contactIntros: [
      () => "Tell us about the job and the best number to call you on, and we'll get back to you to arrange a visit or a quote.",
      () => "Describe the job (and leave a number if you'd like a call back), and we'll be in touch quickly with a clear price.",
    ],
    taglines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}${c.inLoc}.`, () => "Reliable, tidy, fairly priced.", () => "Done right the first time."],
    motifs: ["wrench", "house", "hammer"],
    phoneFirst: true,
  },

  PROFESSIONAL: {
    plan: ["hero", "services", "about", "testimonials", "faq", "contact", "footer"],
    servicesNav: "Services",
    servicesHeadings: ["How we help", "Services", "What we do", "Our services"],
    servicesIntros: [
      () => "Straightforward advice, explained in plain language, with fees agreed up front.",
      (c) => `Every client of ${c.name} gets a clear plan, a named contact and answers when they need them.`,
      () => "Start with a free first conversation: we'll tell you honestly whether we're the right fit.",
    ],
    eyebrows: [(c) => (c.location ? `${c.kindName} · ${c.location}` : c.kindName), () => "Clear advice, no jargon", () => "Straight answers, fair fees"],
    headlines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)} you can rely on`, (c) => `Clear thinking for what matters, from ${c.name}`, () => "Expert help, in plain language"],
    subheadlines: [
      (c) => `${c.name} offers ${c.specialty}${c.inLoc}. We listen first, explain clearly and agree fees before we start.`,
      (c) => `Practical, personal and straightforward: ${c.name} helps you make good decisions and get on with your life.`,
      (c) => `${c.aNoun.charAt(0).toUpperCase()}${c.aNoun.slice(1)}${c.inLoc} that puts people first. Book a free first call.`,
    ],
    primaryCtas: ["Book a free consultation", "Arrange a call", "Talk to us"],
    secondaryCtas: ["Our services", "How we work", "See what we do"],
    aboutHeadings: [(c) => `About ${c.name}`, () => "How we work", () => "People first"],
    aboutOpeners: [
      (c) => `${c.name} is ${c.aNoun}${c.inLoc}. We work with individuals and businesses who want good advice without the jargon or the surprises.`,
      (c) => `We set up ${c.name} to be the kind of adviser we'd want ourselves: responsive, honest and clear about costs.`,
    ],
    aboutMiddles: [
      () => "You'll work with the same people from the first call onwards, and we'll always tell you what happens next and what it costs.",
      () => "We keep up with the rules and the best practice so you don't have to, and we explain every recommendation in plain words.",
      () => "Good work is built on trust. We're careful with your information and straightforward about what we can and can't do.",
    ],
    highlights: [
      { value: "Fixed", label: () => "Fees agreed up front" },
      { value: "Free", label: () => "First consultation" },
      { value: "Plain", label: () => "Advice without jargon" },
      { value: "Personal", label: () => "One named contact" },
    ],
    galleryHeadings: ["Selected work", "Recent projects"],
    testimonialsHeadings: ["What clients say", "In our clients' words", "Client stories"],
    hoursHeadings: ["Office hours", "Visit our office"],
    hours: [[["Monday – Friday", "9:00 – 17:30"], ["Evenings", "By appointment"]]],
    hoursNotes: [() => "Meetings in person, by phone or video call."],
    faq: [
      [() => "What does the first consultation involve?", () => "A relaxed conversation about where you are and what you need. It's free, and there's no obligation."],
      [() => "How do you charge?", () => "Wherever we can, we agree a fixed fee before work starts, so you know the cost up front."],
      [() => "Can we meet online?", () => "Yes. We meet in person, by phone or by video, whichever suits you best."],
      [() => "How quickly do you reply?", () => "We aim to reply to every message within one working day."],
    ],
    contactHeadings: ["Book a free consultation", "Let's talk", "Get in touch"],
    contactIntros: [() => "Tell us briefly what you need and when suits you; we'll reply within one working day.", () => "Every enquiry is confidential. Send a message and we'll arrange a time to talk."],
    taglines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}${c.inLoc}.`, () => "Clear advice. Fair fees. No jargon.", () => "Expert help, in plain language."],
    motifs: ["briefcase", "chart", "document"],
  },

  CREATIVE: {
    plan: ["hero", "gallery", "about", "services", "testimonials", "contact", "footer"],
    servicesNav: "Services",
    servicesHeadings: ["Commissions & services", "Work with me", "What I offer", "Services"],
    servicesIntros: [
      () => "Every project starts with a conversation. Here's where most of them begin.",
      () => "Prices are a starting point; tell me about your idea and I'll send a tailored quote.",
    ],
    eyebrows: [(c) => (c.location ? `${c.kindName} · ${c.location}` : c.kindName), () => "Now taking commissions", () => "Selected work"],
    headlines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}`, (c) => `${c.name}: work with a point of view`, () => "Made with intention, built to last"],
    subheadlines: [
      (c) => `${c.name} creates ${c.specialty}${c.inLoc}. Thoughtful, personal work for people who care about the details.`,
      (c) => `Independent ${c.noun}${c.inLoc}. Browse selected work, then tell me about your project.`,
      () => "Bold ideas, careful craft and a process that keeps you involved from first sketch to final piece.",
    ],
    primaryCtas: ["Start a project", "Enquire", "Get in touch"],
    secondaryCtas: ["See the work", "View portfolio", "Selected work"],
    aboutHeadings: [() => "About", () => "The story so far", () => "Behind the work"],
    aboutOpeners: [
      (c) => `${c.name} is an independent ${c.noun}${c.inLoc}, making ${c.specialty} with a clear eye and a lot of care.`,
      (c) => `I started ${c.name} to make work that feels honest and lasts, and to work closely with the people I make it for.`,
    ],
    aboutMiddles: [
      () => "Every project is different, but the process is always the same: listen carefully, explore freely, and refine until it feels right.",
      () => "I take on a small number of projects at a time, so each one gets the attention it deserves.",
      () => "Good work comes from good conversations. Expect questions, sketches and honest opinions along the way.",
    ],
    highlights: [
      { value: "Original", label: () => "Made for you" },
      { value: "Personal", label: () => "One point of contact" },
      { value: "Careful", label: () => "Details that matter" },
    ],
    galleryHeadings: ["Selected work", "Recent projects", "Portfolio"],
    testimonialsHeadings: ["Kind words", "What clients say", "From collaborators"],
    hoursHeadings: ["Visit the studio"],
    hours: [[["Studio visits", "By appointment"]]],
    hoursNotes: [() => "Studio visits by appointment: send a message to arrange one."],
    faq: [
      [() => "How do commissions work?", () => "Tell me about your idea, timeline and budget. I'll reply with thoughts, a quote and next steps."],
      [() => "How far ahead should I book?", () => "A few weeks is ideal, but get in touch even if it's sooner."],
    ],
    contactHeadings: ["Let's work together", "Start a project", "Say hello"],
    contactIntros: [() => "Tell me a little about your project, your timeline and your budget, and I'll be in touch.", () => "Have an idea, a question or a date in mind? I'd love to hear about it."],
    taglines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}${c.inLoc}.`, () => "Made with care.", () => "Work with a point of view."],
    motifs: ["frame", "palette", "camera"],
  },

  RETAIL: {
    plan: ["hero", "services", "about", "gallery", "hours-location", "testimonials", "contact", "footer"],
    servicesNav: "Shop",
    servicesHeadings: ["In the shop", "Customer favourites", "Featured this season", "What you'll find"],
    servicesIntros: [
      () => "A taste of what's on the shelves. Stock changes often, so drop by or ask us about anything you're after.",
      (c) => `Chosen with care by the ${c.name} team, with prices to suit every budget.`,
    ],
    eyebrows: [(c) => (c.location ? `${c.kindName} · ${c.location}` : c.kindName), () => "Independent and proud", () => "New in this week"],
    headlines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}, chosen with care`, (c) => `Come and browse at ${c.name}`, (c) => `Your independent ${c.noun}${c.inLoc}`],
    subheadlines: [
      (c) => `${c.name} is ${c.aNoun}${c.inLoc} full of ${c.specialty}. Friendly advice, fair prices and something new every time you visit.`,
      (c) => `Browse ${c.specialty}, picked by people who love them. Visit us${c.inLoc} or get in touch to order.`,
    ],
    primaryCtas: ["Browse the shop", "See what's in", "Explore"],
    secondaryCtas: ["Visit us", "Opening hours", "Ask us"],
    aboutHeadings: [(c) => `About ${c.name}`, () => "Independent and proud", () => "Our story"],
    aboutOpeners: [
      (c) => `${c.name} is an independent ${c.noun}${c.inLoc}. We choose everything on our shelves ourselves, and we're always happy to help you find the right thing.`,
      (c) => `We opened ${c.name} because we love ${c.specialty}, and we wanted a shop where people could take their time.`,
    ],
    aboutMiddles: [
      () => "We work with makers and suppliers we trust, favour quality over quantity, and keep our prices honest.",
      () => "Can't find what you're looking for? Ask us. If we don't have it, we'll do our best to get it for you.",
      () => "Buying from an independent shop keeps the high street alive. Thank you for every visit.",
    ],
    highlights: [
      { value: "Curated", label: () => "Chosen by hand" },
      { value: "Friendly", label: () => "Advice when you want it" },
      { value: "Local", label: () => "Independent shop" },
      { value: "Gifts", label: () => "Ideas for everyone" },
    ],
    galleryHeadings: ["Around the shop", "On our shelves", "New arrivals"],
    testimonialsHeadings: ["What customers say", "Kind words", "Happy shoppers"],
    hoursHeadings: ["Visit the shop", "Opening hours", "Find us"],
    hours: [
      [["Monday – Saturday", "9:30 – 18:00"], ["Sunday", "11:00 – 16:00"]],
      [["Tuesday – Saturday", "10:00 – 18:00"], ["Sunday – Monday", "Closed"]],
    ],
    hoursNotes: [() => "Reserve anything by message and collect it when it suits you.", () => "Looking for a gift? Ask us for ideas."],
    faq: [
      [() => "Can I reserve an item?", () => "Yes, send us a message and we'll put it aside for you."],
      [() => "Do you deliver?", () => "Ask us: we can often arrange delivery or collection."],
    ],
    contactHeadings: ["Get in touch", "Ask us anything", "Looking for something?"],
    contactIntros: [() => "Looking for something in particular, or want to reserve an item? Send us a message.", () => "Questions, orders or gift ideas: we're happy to help."],
    taglines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}${c.inLoc}.`, () => "Independent, friendly, chosen with care.", () => "Shop small. Shop happy."],
    motifs: ["bag", "gift", "tag"],
  },

  EDUCATION: {
    plan: ["hero", "services", "about", "testimonials", "faq", "contact", "footer"],
    servicesNav: "Courses",
    servicesHeadings: ["Lessons & courses", "What we teach", "Classes and prices", "Ways to learn"],
    servicesIntros: [
      () => "Small groups or one-to-one, for every level. Not sure where to start? We'll help you choose.",
      (c) => `Every learner at ${c.name} gets a clear plan, patient teaching and regular progress updates.`,
    ],
    eyebrows: [(c) => (c.location ? `${c.kindName} · ${c.location}` : c.kindName), () => "Now enrolling", () => "Learn with confidence"],
    headlines: [(c) => `Learn with ${c.name}`, (c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}, taught with patience`, () => "Confidence starts here"],
    subheadlines: [
      (c) => `${c.name} offers ${c.specialty}${c.inLoc}. Friendly teachers, clear goals and lessons people look forward to.`,
      (c) => `Patient, encouraging teaching for every age and level${c.inLoc}. Book a first lesson and see the difference.`,
    ],
    primaryCtas: ["Book a first lesson", "Enrol now", "Book a trial class"],
    secondaryCtas: ["See courses", "Prices", "How it works"],
    aboutHeadings: [(c) => `About ${c.name}`, () => "How we teach", () => "Why learners love us"],
    aboutOpeners: [
      (c) => `${c.name} is ${c.aNoun}${c.inLoc}. We believe anyone can learn with the right teacher and a little encouragement.`,
      (c) => `At ${c.name}, lessons are friendly, focused and built around each learner's goals.`,
    ],
    aboutMiddles: [
      () => "We start by finding out where you are and where you want to get to, then plan lessons that get you there step by step.",
      () => "Our teachers are patient, qualified and genuinely excited when things click. Progress is shared regularly, so nobody is left guessing.",
    ],
    highlights: [
      { value: "All levels", label: () => "Beginners welcome" },
      { value: "Small", label: () => "Groups, or one-to-one" },
      { value: "Flexible", label: () => "Times that fit" },
      { value: "Clear", label: () => "Progress you can see" },
    ],
    galleryHeadings: ["Inside our classes", "A look around"],
    testimonialsHeadings: ["What learners say", "Kind words from parents and students", "Success stories"],
    hoursHeadings: ["Where and when"],
    hours: [[["Weekdays", "15:30 – 20:00"], ["Saturday", "9:00 – 14:00"]]],
    hoursNotes: [() => "Lessons in person and online."],
    faq: [
      [() => "Is there a trial lesson?", () => "Yes. Book a first lesson to meet the teacher and see if it suits you, with no commitment."],
      [() => "What levels do you teach?", () => "Every level, from complete beginners to advanced learners."],
      [() => "Can lessons be online?", () => "Many of our lessons can be taken online. Ask us and we'll set it up."],
      [() => "What if I miss a lesson?", () => "Let us know a day ahead and we'll reschedule it."],
    ],
    contactHeadings: ["Book a first lesson", "Enquire", "Get in touch"],
    contactIntros: [() => "Tell us who the lessons are for, their level and when suits you; we'll suggest the best option.", () => "Questions about courses, levels or prices? Send a message and we'll reply soon."],
    taglines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}${c.inLoc}.`, () => "Patient teaching, real progress.", () => "Learn with confidence."],
    motifs: ["book", "pencil", "cap"],
  },

  EVENTS: {
    plan: ["hero", "services", "gallery", "about", "testimonials", "faq", "contact", "footer"],
    servicesNav: "Packages",
    servicesHeadings: ["Packages", "What we offer", "How we can help", "Services"],
    servicesIntros: [
      () => "Every event is different, so every quote is tailored. These are the places most plans start.",
      (c) => `Tell ${c.name} the date, the guests and the feeling you're after, and we'll take it from there.`,
    ],
    eyebrows: [(c) => (c.location ? `${c.kindName} · ${c.location}` : c.kindName), () => "Now booking", () => "Moments worth remembering"],
    headlines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)} to remember`, (c) => `Make it unforgettable with ${c.name}`, () => "Your day, beautifully handled"],
    subheadlines: [
      (c) => `${c.name} brings ${c.specialty} to celebrations${c.inLoc}. Relax and enjoy it: we'll take care of the details.`,
      (c) => `From the first idea to the last goodbye, ${c.name} makes events feel effortless, personal and fun.`,
    ],
    primaryCtas: ["Check your date", "Get a quote", "Plan your event"],
    secondaryCtas: ["See packages", "Past events", "How it works"],
    aboutHeadings: [(c) => `About ${c.name}`, () => "Why work with us", () => "How we work"],
    aboutOpeners: [
      (c) => `${c.name} is ${c.aNoun}${c.inLoc} with a simple promise: you enjoy the day, we handle everything else.`,
      (c) => `We started ${c.name} because we love the moment a room comes alive, and we've been chasing that feeling ever since.`,
    ],
    aboutMiddles: [
      () => "We listen closely, plan carefully and keep you updated, so there are no surprises on the day, only good ones.",
      () => "Calm, organised and flexible: when something changes, we adapt without fuss.",
    ],
    highlights: [
      { value: "Tailored", label: () => "Every event" },
      { value: "Calm", label: () => "Organised on the day" },
      { value: "Clear", label: () => "Quotes up front" },
    ],
    galleryHeadings: ["Past events", "Moments we love", "Recent celebrations"],
    testimonialsHeadings: ["What our clients say", "Kind words", "Happy hosts"],
    hoursHeadings: ["Where we work"],
    hours: [[["Enquiries", "Monday – Saturday"]]],
    hoursNotes: [(c) => `Based in ${where(c, "town")}, happy to travel.`],
    faq: [
      [() => "How far ahead should we book?", () => "Popular dates go early, so get in touch as soon as you have one. We'll always check availability for you."],
      [() => "Do you travel?", () => "Yes. Tell us where your event is and we'll include any travel in your quote."],
      [() => "Is a deposit needed?", () => "A deposit secures your date; the rest is due shortly before the event."],
    ],
    contactHeadings: ["Check your date", "Tell us about your event", "Get a quote"],
    contactIntros: [() => "Share the date, the place and roughly how many guests, and we'll come back with ideas and a quote.", () => "Every great event starts with a message. Tell us what you're planning."],
    taglines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}${c.inLoc}.`, () => "Moments worth remembering.", () => "You celebrate. We handle the rest."],
    motifs: ["balloon", "star", "calendar"],
  },

  HOSPITALITY: {
    plan: ["hero", "services", "gallery", "about", "testimonials", "hours-location", "faq", "contact", "footer"],
    servicesNav: "Stay",
    servicesHeadings: ["Stay & explore", "What we offer", "Choose your experience", "Rooms & experiences"],
    servicesIntros: [
      () => "Prices are a guide and change with the season. Ask us for your dates and we'll send the best rate.",
      (c) => `Booking directly with ${c.name} always gets you the best price and a personal welcome.`,
    ],
    eyebrows: [(c) => (c.location ? `${c.kindName} · ${c.location}` : c.kindName), () => "Book direct for the best rate", () => "Your escape starts here"],
    headlines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}${c.inLoc}`, (c) => `Slow down at ${c.name}`, () => "Come for a visit, leave with stories"],
    subheadlines: [
      (c) => `${c.name} offers ${c.specialty}${c.inLoc}. A warm welcome, local tips and memories worth the trip.`,
      (c) => `Relax, explore and let us look after the details. Book directly with ${c.name} for the best rates.`,
    ],
    primaryCtas: ["Check availability", "Book now", "Plan your visit"],
    secondaryCtas: ["Explore", "See what's included", "Getting here"],
    aboutHeadings: [(c) => `Welcome to ${c.name}`, () => "Our story", () => "Why guests return"],
    aboutOpeners: [
      (c) => `${c.name} is ${c.aNoun}${c.inLoc}, run by people who love sharing the place they call home.`,
      (c) => `We created ${c.name} for travellers who want more than a bed or a ticket: real welcome, local knowledge and time to breathe.`,
    ],
    aboutMiddles: [
      () => "Ask us anything, from the best walk to the quietest beach or the restaurant the locals keep to themselves.",
      () => "Small details make a stay: good coffee, clean sheets, an honest recommendation. We take care of all of them.",
    ],
    highlights: [
      { value: "Direct", label: () => "Best rate when you book with us" },
      { value: "Local", label: () => "Tips from people who live here" },
      { value: "Flexible", label: () => "Friendly booking terms" },
    ],
    galleryHeadings: ["Take a look around", "Moments from our guests", "The place"],
    testimonialsHeadings: ["What guests say", "Kind words", "Guest stories"],
    hoursHeadings: ["Getting here", "Find us", "Arrival & departure"],
    hours: [
      [["Check-in", "From 15:00"], ["Check-out", "Until 11:00"], ["Reception", "8:00 – 21:00"]],
      [["Bookings", "Every day, 9:00 – 19:00"], ["Season", "All year round"]],
    ],
    hoursNotes: [() => "Arriving late? Let us know and we'll arrange it.", () => "Free parking nearby; ask us for directions."],
    faq: [
      [() => "How do I book?", () => "Send us your dates through the form below and we'll confirm availability and price."],
      [() => "What is the cancellation policy?", () => "We keep it friendly and clear: ask us for the terms for your dates before you book."],
      [() => "Is it family-friendly?", () => "Families are very welcome. Let us know who's coming and we'll prepare."],
    ],
    contactHeadings: ["Check availability", "Plan your visit", "Ask us anything"],
    contactIntros: [() => "Tell us your dates and how many of you there are, and we'll reply with availability and the best rate.", () => "Questions about your stay or your trip? We're happy to help."],
    taglines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}${c.inLoc}.`, () => "Book direct for the best welcome.", () => "Slow down. Stay a while."],
    motifs: ["mountain", "bed", "sun"],
  },

  TECH: {
    plan: ["hero", "services", "about", "testimonials", "faq", "contact", "footer"],
    servicesNav: "Features",
    servicesHeadings: ["What you get", "Features", "How we help", "Services"],
    servicesIntros: [
      () => "Everything you need, nothing you don't. Clear pricing, no lock-in.",
      (c) => `${c.name} is built for teams that want results without the complexity.`,
    ],
    eyebrows: [(c) => (c.location ? `${c.kindName} · ${c.location}` : c.kindName), () => "Built for people, not just users", () => "Simple. Fast. Reliable."],
    headlines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}, without the headache`, (c) => `Do more with ${c.name}`, () => "Technology that just works"],
    subheadlines: [
      (c) => `${c.name} delivers ${c.specialty}. Thoughtful engineering, clear communication and results you can measure.`,
      (c) => `Fast, reliable and easy to use: ${c.name} takes care of the technology so you can focus on the work that matters.`,
    ],
    primaryCtas: ["Get started", "Book a demo", "Talk to us"],
    secondaryCtas: ["See features", "How it works", "Learn more"],
    aboutHeadings: [(c) => `About ${c.name}`, () => "Why we built this", () => "How we work"],
    aboutOpeners: [
      (c) => `${c.name} is ${c.aNoun}${c.inLoc}. We build simple, dependable technology and explain it in plain language.`,
      (c) => `We started ${c.name} because good technology should save time, not eat it.`,
    ],
    aboutMiddles: [
      () => "We ship in small steps, listen to feedback and keep quality high. When something goes wrong, you talk to a person who can fix it.",
      () => "Security, speed and accessibility aren't extras: they're part of everything we make.",
    ],
    highlights: [
      { value: "Fast", label: () => "Built for speed" },
      { value: "Secure", label: () => "Privacy by design" },
      { value: "Human", label: () => "Support from real people" },
    ],
    galleryHeadings: ["Selected work", "Screens", "In action"],
    testimonialsHeadings: ["What customers say", "From our customers", "Kind words"],
    hoursHeadings: ["Where we are"],
    hours: [[["Support", "Monday – Friday, 9:00 – 18:00"]]],
    hoursNotes: [() => "Remote-first, with clients everywhere."],
    faq: [
      [() => "How do I get started?", () => "Send us a message or book a demo. We'll walk you through it and answer every question."],
      [() => "Is there a contract?", () => "No long lock-ins: we'd rather earn your business every month."],
      [() => "Is my data safe?", () => "Yes. We follow current security practice and only collect what we need."],
      [() => "Do you offer support?", () => "Real people answer every message, usually on the same working day."],
    ],
    contactHeadings: ["Let's talk", "Get started", "Book a demo"],
    contactIntros: [() => "Tell us about your team and what you need, and we'll set up a call.", () => "Questions, ideas or a project in mind? We'd love to hear from you."],
    taglines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}.`, () => "Technology that just works.", () => "Simple, fast, reliable."],
    motifs: ["laptop", "code", "chart"],
  },

  COMMUNITY: {
    plan: ["hero", "about", "services", "gallery", "hours-location", "faq", "contact", "footer"],
    servicesNav: "What we do",
    servicesHeadings: ["What we do", "Get involved", "Our programmes", "How you can take part"],
    servicesIntros: [
      () => "Everyone is welcome. Come along, lend a hand, or simply say hello.",
      (c) => `${c.name} runs on the energy of people who care. Here's how to be part of it.`,
    ],
    eyebrows: [(c) => (c.location ? `${c.kindName} · ${c.location}` : c.kindName), () => "Everyone is welcome", () => "Stronger together"],
    headlines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}${c.inLoc}`, (c) => `Welcome to ${c.name}`, () => "Together, we do more"],
    subheadlines: [
      (c) => `${c.name} brings people together${c.inLoc} through ${c.specialty}. Come along, get involved, or support our work.`,
      (c) => `A welcoming place for everyone${c.inLoc}. Find out what's happening at ${c.name} and how to take part.`,
    ],
    primaryCtas: ["Get involved", "Join us", "Come along"],
    secondaryCtas: ["What we do", "Find out more", "When we meet"],
    aboutHeadings: [() => "Who we are", (c) => `About ${c.name}`, () => "Our mission"],
    aboutOpeners: [
      (c) => `${c.name} is ${c.aNoun}${c.inLoc}, run by and for the people it serves.`,
      (c) => `We believe ${c.location ? `${c.location} is` : "communities are"} stronger when people look out for each other. That's what ${c.name} is for.`,
    ],
    aboutMiddles: [
      () => "Volunteers, members and neighbours make everything here happen. However much time you have, there's a way to help.",
      () => "We're open to all, whatever your background, and we'd love to see you.",
    ],
    highlights: [
      { value: "Open", label: () => "To everyone" },
      { value: "Local", label: () => "Run by neighbours" },
      { value: "Together", label: () => "Volunteers welcome" },
    ],
    galleryHeadings: ["Moments from our community", "What we get up to", "Recent events"],
    testimonialsHeadings: ["In their words", "Why people join", "Kind words"],
    hoursHeadings: ["When we meet", "Visit us", "Find us"],
    hours: [
      [["Sunday", "10:00 – 12:00"], ["Wednesday", "18:30 – 20:30"]],
      [["Monday – Friday", "10:00 – 16:00"], ["Saturday", "10:00 – 13:00"]],
    ],
    hoursNotes: [() => "Everyone is welcome: no need to book, just come along.", () => "Step-free access; ask us about anything you need."],
    faq: [
      [() => "Can anyone join?", () => "Yes. Everyone is welcome, whatever your age or background."],
      [() => "How can I help?", () => "Volunteer, donate or simply spread the word. Send us a message and we'll find the right fit."],
      [() => "Is there a cost?", () => "Most of what we do is free. Where there's a small cost, we'll always say so up front."],
    ],
    contactHeadings: ["Get in touch", "Get involved", "Say hello"],
    contactIntros: [() => "Questions, ideas or want to help? Send us a message and someone from the team will reply.", () => "We'd love to hear from you. Drop us a line."],
    taglines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}${c.inLoc}.`, () => "Everyone is welcome.", () => "Stronger together."],
    motifs: ["people", "heart", "star"],
  },

  PERSONAL: {
    plan: ["hero", "gallery", "about", "services", "contact", "footer"],
    servicesNav: "Highlights",
    servicesHeadings: ["What I do", "Highlights", "Selected projects", "Start here"],
    servicesIntros: [() => "A few highlights. Get in touch if you'd like to know more.", () => "Here's a quick tour of what you'll find."],
    eyebrows: [(c) => (c.location ? `${c.kindName} · ${c.location}` : c.kindName), () => "Hello, and welcome", () => "Nice to meet you"],
    headlines: [(c) => `${c.name}`, (c) => `Welcome to ${c.name}`, () => "Hello, I'm glad you're here"],
    subheadlines: [
      (c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}, all in one place${c.location ? `, from ${c.location}` : ""}. Have a look around and say hello.`,
      (c) => `Welcome to ${c.name}. Here you'll find ${c.specialty}. Thanks for stopping by.`,
    ],
    primaryCtas: ["Get in touch", "Say hello", "Contact me"],
    secondaryCtas: ["Have a look", "See more", "About me"],
    aboutHeadings: [() => "About me", () => "A little about me", () => "Hello!"],
    aboutOpeners: [
      (c) => `Thanks for stopping by. ${c.name} is where you'll find ${c.specialty}${c.location ? `, from ${c.location}` : ""}.`,
      (c) => `${c.name} brings together ${c.specialty} in one place. It's personal, and I'm glad you found it.`,
    ],
    aboutMiddles: [() => "I love meeting new people and hearing new ideas, so don't be shy: the contact form goes straight to me.", () => "Thanks for reading. If something here resonates, I'd love to hear from you."],
    highlights: [],
    galleryHeadings: ["Selected work", "Highlights", "A few favourites"],
    testimonialsHeadings: ["Kind words"],
    hoursHeadings: ["Where I am"],
    hours: [],
    hoursNotes: [(c) => `Based in ${where(c, "a small corner of the world")}.`],
    faq: [[() => "How can I get in touch?", () => "The form below comes straight to me; I read and answer every message."]],
    contactHeadings: ["Get in touch", "Say hello", "Let's talk"],
    contactIntros: [() => "I read every message. Drop me a line and I'll get back to you.", () => "Questions, ideas or just hello: the form below comes straight to me."],
    taglines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}.`, () => "Thanks for visiting.", () => "Made with care."],
    motifs: ["frame", "pen", "globe"],
  },

  PETS: {
    plan: ["hero", "services", "about", "gallery", "testimonials", "faq", "hours-location", "contact", "footer"],
    servicesNav: "Services",
    servicesHeadings: ["Services & prices", "How we care", "What we offer", "Services"],
    servicesIntros: [
      () => "Clear prices and gentle hands. Every pet gets a proper welcome and plenty of patience.",
      (c) => `At ${c.name}, every animal is treated like one of our own.`,
    ],
    eyebrows: [(c) => (c.location ? `${c.kindName} · ${c.location}` : c.kindName), () => "Happy pets, happy owners", () => "New clients welcome"],
    headlines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}, with love`, (c) => `Happy pets start at ${c.name}`, () => "Gentle care for your best friend"],
    subheadlines: [
      (c) => `${c.name} offers ${c.specialty}${c.inLoc}. Patient, experienced people who adore animals.`,
      (c) => `Kind, calm and experienced with animals${c.inLoc}. Book a visit and meet the team at ${c.name}.`,
    ],
    primaryCtas: ["Book a visit", "Book now", "Get in touch"],
    secondaryCtas: ["Services", "Prices", "Meet the team"],
    aboutHeadings: [(c) => `About ${c.name}`, () => "Animal people, through and through", () => "Why owners trust us"],
    aboutOpeners: [
      (c) => `${c.name} is ${c.aNoun}${c.inLoc}, started by animal lovers who wanted pets and owners to feel at ease.`,
      (c) => `At ${c.name} we take our time. Calm pets are happy pets, so we never rush.`,
    ],
    aboutMiddles: [
      () => "We get to know every animal's personality, quirks and favourite treats, and we keep you updated throughout.",
      () => "Gentle handling, clean spaces and honest advice: that's what you can expect every time.",
    ],
    highlights: [
      { value: "Gentle", label: () => "Calm, patient handling" },
      { value: "Kind", label: () => "Patient with every pet" },
      { value: "Updates", label: () => "Photos and news for you" },
    ],
    galleryHeadings: ["Happy customers", "Our furry friends", "Recent visitors"],
    testimonialsHeadings: ["What owners say", "Happy tails", "Kind words"],
    hoursHeadings: ["Opening hours", "Find us", "When we're open"],
    hours: [
      [["Monday – Friday", "8:00 – 18:00"], ["Saturday", "9:00 – 14:00"], ["Sunday", "Closed"]],
      [["Monday – Saturday", "7:30 – 19:00"], ["Sunday", "By arrangement"]],
    ],
    hoursNotes: [() => "New pets are welcome to pop in and say hello before their first visit."],
    faq: [
      [() => "Do you take nervous pets?", () => "Yes. We go slowly, keep things calm and can arrange a short visit first to build trust."],
      [() => "What should I bring?", () => "Any records, a favourite treat and a note of anything we should know about your pet."],
      [() => "How do I book?", () => "Send us a message with your pet's name, age and what you need, and we'll suggest a time."],
    ],
    contactHeadings: ["Book a visit", "Get in touch", "Say hello"],
    contactIntros: [() => "Tell us about your pet and what you need, and we'll find a time that suits you both.", () => "Questions about your pet? Send a message: we're happy to help."],
    taglines: [(c) => `${c.specialty.charAt(0).toUpperCase()}${c.specialty.slice(1)}${c.inLoc}.`, () => "Happy pets, happy owners.", () => "Gentle care, every visit."],
    motifs: ["paw", "dog", "heart"],
  },
};

/** Gyms, studios and trainers: the health family's structure with the words of training, not of clinics. */
export const FITNESS_COPY: Partial<FamilyCopy> = {
  servicesNav: "Classes",
  servicesHeadings: ["Classes & memberships", "Ways to train", "Classes and prices"],
  servicesIntros: [
    () => "Drop in, book a course or join as a member: there's a way in for every level.",
    (c) => `Every session at ${c.name} is led by someone who knows your name and your goals.`,
  ],
  primaryCtas: ["Book a trial session", "Try a class", "Join now"],
  secondaryCtas: ["See classes", "Prices", "Timetable"],
  aboutMiddles: [
    () => "Classes are small enough that every person gets attention, and every level is welcome, from first-timers to old hands.",
    () => "No judgement, no showing off: just good coaching, a friendly crowd and progress you can feel.",
  ],
  highlights: [
    { value: "All levels", label: () => "Beginners welcome" },
    { value: "Small", label: () => "Classes with real attention" },
    { value: "Flexible", label: () => "Early and late sessions" },
    { value: "Friendly", label: () => "A welcoming crowd" },
  ],
  hoursHeadings: ["Opening hours", "When to find us", "Visit the studio"],
  hoursNotes: [() => "Class times change with the seasons: ask us for this week's timetable.", () => "Arrive ten minutes early for your first session so we can show you around."],
  faq: [
    [() => "I'm a complete beginner. Is that OK?", () => "Absolutely. Tell us when you book and we'll make sure your first session is a gentle start."],
    [() => "What should I bring?", () => "Comfortable clothes, water and a towel. Anything else you need, we have."],
    [() => "Can I try before I join?", () => "Yes: ask us about a trial session and we'll find a time that suits you."],
    [() => "How do memberships work?", () => "Choose a plan that fits your week; you can change or pause it when life gets busy."],
  ],
  contactHeadings: ["Book a trial session", "Get started", "Questions? Ask us"],
  contactIntros: [() => "Tell us a little about your goals and your experience, and we'll suggest the right place to start."],
};
