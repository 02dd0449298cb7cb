import type { BusinessFamily, BusinessKindCode } from "@core/chat/business-kinds";

/**
 * The built-in writer's words per business family: what such a site is like (qualities), who runs it
 * (determiners), what it should have (features, read after "with") and a closing line. Every phrase
 * must read well for every kind in its family; kind-specific nouns live in KIND_NOUNS.
 */
export interface FamilyVocabulary {
  qualities: readonly string[];
  determiners: readonly string[];
  features: readonly string[];
  closers: readonly string[];
}

export const FAMILY_VOCABULARY: Record<BusinessFamily | "GENERAL", FamilyVocabulary> = {
  FOOD_DRINK: {
    qualities: ["warm, appetising", "cosy", "mouth-watering", "inviting"],
    determiners: ["a family-run", "a neighbourhood", "an independent"],
    features: [
      "a menu with prices that is easy to keep up to date",
      "opening hours and directions",
      "big photos of the food and the people behind it",
      "a simple way to order ahead or book a table",
      "what's fresh and seasonal this week",
      "reviews from regulars",
      "the story of how it all started",
    ],
    closers: [
      "It should feel like walking in on a busy morning.",
      "Photos of the food do most of the talking.",
      "Regulars should find today's hours in one tap.",
      "The tone is friendly and local, never corporate.",
    ],
  },
  HEALTH_FITNESS: {
    qualities: ["calm, reassuring", "energetic", "clean, trustworthy", "welcoming"],
    determiners: ["a friendly", "a welcoming", "an independent"],
    features: [
      "a clear list of treatments or classes with prices",
      "online booking",
      "profiles of the team and their qualifications",
      "a timetable that works on a phone",
      "answers for first-time visitors",
      "offers for new clients",
      "reviews from people it has helped",
    ],
    closers: [
      "Booking a first visit should take less than a minute.",
      "It should put nervous first-timers at ease.",
      "The tone is encouraging, expert and human.",
      "Every page ends with an easy way to book.",
    ],
  },
  BEAUTY: {
    qualities: ["stylish", "elegant", "fresh, modern", "polished"],
    determiners: ["a boutique", "an independent", "a friendly"],
    features: [
      "a treatment menu with prices",
      "a gallery of recent work",
      "online booking",
      "profiles of each stylist or artist",
      "aftercare tips",
      "gift vouchers",
      "reviews from happy clients",
    ],
    closers: [
      "The photos of real clients are the star of the page.",
      "Booking should be one tap from every page.",
      "It should feel as polished as a fresh appointment.",
    ],
  },
  HOME_TRADES: {
    qualities: ["dependable", "straightforward", "trustworthy", "no-nonsense"],
    determiners: ["a trusted local", "a family-run", "an independent"],
    features: [
      "a list of services with honest prices",
      "the areas covered",
      "a big call-now button",
      "a quick quote form",
      "before-and-after photos of recent jobs",
      "reviews from local customers",
      "accreditations and guarantees",
    ],
    closers: [
      "Customers should be able to get a quote in under a minute.",
      "It should show exactly what the job costs and who turns up.",
      "The phone number is never more than a scroll away.",
    ],
  },
  PROFESSIONAL: {
    qualities: ["clear, credible", "professional", "reassuring", "polished"],
    determiners: ["an independent", "a trusted", "a boutique"],
    features: [
      "the services explained in plain language",
      "profiles of the team",
      "fixed fees where possible",
      "a free first consultation booking form",
      "client testimonials",
      "answers to the questions clients ask most",
      "recent results and case studies",
    ],
    closers: [
      "It should make a first call feel easy, not intimidating.",
      "The tone is expert and human, with no jargon.",
      "Trust signals sit right up front.",
    ],
  },
  CREATIVE: {
    qualities: ["striking", "minimal", "bold, visual", "beautifully simple"],
    determiners: ["an independent", "a small", "a studio-based"],
    features: [
      "a portfolio of the best work",
      "a short, personal about section",
      "the services and how to commission them",
      "a contact form for enquiries",
      "a few words from happy clients",
      "upcoming shows, releases or dates",
      "a behind-the-scenes look at the process",
    ],
    closers: [
      "The work takes centre stage, with very little in its way.",
      "It should feel like a gallery, not a brochure.",
      "Enquiries are one click from any piece of work.",
    ],
  },
  RETAIL: {
    qualities: ["inviting", "browsable", "charming", "bright"],
    determiners: ["an independent", "a family-run", "a neighbourhood"],
    features: [
      "featured products with prices",
      "opening hours and how to find the shop",
      "new arrivals",
      "click and collect",
      "gift ideas",
      "a newsletter sign-up for offers",
      "the story of the shop and the people in it",
    ],
    closers: [
      "It should feel like browsing the shelves in person.",
      "Every product photo makes you want to drop by.",
      "The tone is warm, local and personal.",
    ],
  },
  EDUCATION: {
    qualities: ["friendly, encouraging", "clear", "trustworthy", "bright"],
    determiners: ["a friendly", "an independent", "a local"],
    features: [
      "courses or lessons with prices and dates",
      "profiles of the teachers",
      "results and success stories",
      "a free trial lesson booking",
      "answers for parents and new students",
      "a term calendar",
      "a simple enrolment form",
    ],
    closers: [
      "Parents and students should know exactly what happens next.",
      "Booking a first lesson takes a minute.",
      "The tone is encouraging and clear.",
    ],
  },
  EVENTS: {
    qualities: ["joyful", "show-stopping", "elegant", "lively"],
    determiners: ["a sought-after", "an independent", "a local"],
    features: [
      "a gallery of real events",
      "packages with what's included",
      "an availability check",
      "a simple enquiry form",
      "reviews from couples and clients",
      "a step-by-step look at how planning works",
      "the dates still free this season",
    ],
    closers: [
      "It should feel like the best day already started.",
      "Checking a date should be the first thing anyone can do.",
      "Real photos from real events set the mood.",
    ],
  },
  HOSPITALITY: {
    qualities: ["relaxed, inviting", "sun-soaked", "peaceful", "beautiful"],
    determiners: ["a small, independent", "a family-run", "a boutique"],
    features: [
      "rooms or trips with photos and prices",
      "direct booking",
      "a map of the area and what to do nearby",
      "reviews from recent guests",
      "answers to the questions guests ask before they book",
      "seasonal offers",
      "how to get there",
    ],
    closers: [
      "It should make people want to book before they finish scrolling.",
      "Big photos of the place do the selling.",
      "Booking direct should be easier than on any travel site.",
    ],
  },
  TECH: {
    qualities: ["sharp, modern", "clear", "confident", "fast"],
    determiners: ["a fast-growing", "an independent", "a small"],
    features: [
      "the product or services explained in one line",
      "key features with screenshots",
      "clear pricing",
      "customer logos and case studies",
      "a free trial or demo booking",
      "answers to common questions",
      "a short story of the team",
    ],
    closers: [
      "A visitor should understand what it does within five seconds.",
      "The tone is confident and plain-spoken, with no buzzwords.",
      "Every section leads to one clear next step.",
    ],
  },
  COMMUNITY: {
    qualities: ["welcoming", "warm", "open, friendly", "hopeful"],
    determiners: ["a local", "a welcoming", "a volunteer-run"],
    features: [
      "what's on this week",
      "how to get involved or volunteer",
      "a simple way to donate or join",
      "stories from the community",
      "meeting times and places",
      "news and updates",
      "a friendly contact form",
    ],
    closers: [
      "Newcomers should feel invited from the first line.",
      "Getting involved should take one click.",
      "The tone is warm and inclusive.",
    ],
  },
  PERSONAL: {
    qualities: ["clean, personal", "simple", "thoughtful", "distinctive"],
    determiners: ["my"],
    features: [
      "a short introduction with a photo",
      "the latest posts or best work",
      "a newsletter sign-up",
      "links to my profiles elsewhere",
      "a simple contact form",
      "a page about what I do and why",
    ],
    closers: [
      "It should sound like me, not a template.",
      "Simple, fast and easy to keep up to date.",
      "Visitors should know who I am in one glance.",
    ],
  },
  PETS: {
    qualities: ["friendly, caring", "cheerful", "reassuring", "warm"],
    determiners: ["a caring local", "a family-run", "an independent"],
    features: [
      "services and prices",
      "online booking",
      "photos of happy pets",
      "profiles of the team",
      "opening hours and emergency contacts",
      "reviews from pet owners",
      "advice for new pet owners",
    ],
    closers: [
      "Pet owners should feel their animals are in safe hands.",
      "Happy pets are the heroes of every page.",
      "Booking a visit takes a minute.",
    ],
  },
  GENERAL: {
    qualities: ["clear, modern", "welcoming", "simple", "polished"],
    determiners: ["a"],
    features: [
      "a clear introduction to what's on offer",
      "photos that show the real thing",
      "reviews from happy customers",
      "answers to common questions",
      "a simple contact form",
      "opening hours or availability",
    ],
    closers: [
      "Visitors should understand what's on offer within seconds.",
      "Every page ends with an easy way to get in touch.",
      "The tone is friendly, confident and plain.",
    ],
  },
};

/**
 * How a kind reads after "a family-run …" when its list name does not (a practice, not "an accounting";
 * "my portfolio", not "a portfolio"). Kinds not listed use their name in lower case.
 */
export const KIND_NOUNS: Partial<Record<BusinessKindCode, string>> = {
  ACCOUNTING: "accounting practice",
  CATERING: "catering company",
  FARM: "farm",
  HOME_CARE_AGENCY: "home care agency",
  HVAC: "heating and cooling company",
  CLEANING_SERVICE: "cleaning company",
  PEST_CONTROL: "pest control company",
  AUTO_REPAIR: "car repair garage",
  TAXI_SERVICE: "taxi company",
  TRANSLATION_SERVICE: "translation agency",
  CONSTRUCTION_COMPANY: "building company",
  IT_SUPPORT: "IT support company",
  DATA_ANALYTICS: "data analytics consultancy",
  ONLINE_COURSE: "online course",
  DJ: "DJ",
  PORTFOLIO: "portfolio",
  BLOG: "blog",
  RESUME: "online résumé",
  PERSONAL_WEBSITE: "personal website",
  PODCAST: "podcast",
  WEDDING_WEBSITE: "our wedding",
  CONTENT_CREATOR: "creator channel",
  TRAVEL_BLOG: "travel blog",
  FESTIVAL: "festival",
  CONFERENCE: "conference",
  POLITICAL_CAMPAIGN: "election campaign",
};

/** Kinds whose sites differ from the rest of their family: these fields replace the family's. */
export const KIND_VOCABULARY: Partial<Record<BusinessKindCode, Partial<FamilyVocabulary>>> = {
  WEDDING_WEBSITE: {
    qualities: ["romantic", "elegant", "joyful", "beautifully simple"],
    features: ["the story of how we met", "the day's schedule", "an RSVP form", "travel and places to stay", "the gift registry", "answers for guests"],
    closers: ["Guests should find the date, the place and the RSVP in seconds.", "It should feel like the invitation, only better."],
  },
  RESUME: {
    features: ["experience and skills at a glance", "a downloadable CV", "selected projects", "a short introduction with a photo", "a simple contact form"],
    closers: ["A recruiter should see why to call me within ten seconds.", "Clear, fast and easy to keep up to date."],
  },
  PODCAST: {
    features: ["every episode with show notes", "guest bios", "links to listen on every app", "a newsletter sign-up", "a way to support the show"],
    closers: ["A new listener should be able to press play within seconds.", "It should sound like the show: warm and curious."],
  },
};
