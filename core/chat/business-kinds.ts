import type { AppMessageKey } from "../i18n/keys";

/**
 * The business list of docs/product.md (`{ kind, name }`, about 150 categories), plus what our chat
 * and site generator need: a family (which sections and imagery suit the site).
 *
 * This is what the screens may import (the trade picker, the cards): names and families only. The words owners use
 * for each kind, English keywords included, are data only the server reads, `content/classifier/business-words.json`
 * (docs/classifier.md), so no word list ships in the app's JavaScript.
 */

/** Families group kinds whose generated sites share sections and imagery. */
export const BUSINESS_FAMILIES = [
  "FOOD_DRINK",
  "HEALTH_FITNESS",
  "BEAUTY",
  "HOME_TRADES",
  "PROFESSIONAL",
  "CREATIVE",
  "RETAIL",
  "EDUCATION",
  "EVENTS",
  "HOSPITALITY",
  "TECH",
  "COMMUNITY",
  "PERSONAL",
  "PETS",
] as const;

export type BusinessFamily = (typeof BUSINESS_FAMILIES)[number];

/** One entry of the business list. */
export interface BusinessKindEntry {
  /** Upper-case code, stable: stored with answers and read by the generator. */
  kind: string;
  /** What people see in autocomplete. */
  name: string;
  family: BusinessFamily;
}

/**
 * The business list, in the order autocomplete shows it and ties in classification are broken. `name` is the English
 * name the server and the generator read; screens show the name in the reader's language, the message
 * `facts.kind.<CODE>` (content/app-messages/facts, one file per language; `kindNameKey`).
 */
/* eslint-disable ui-text/sentences -- English names for the server; screens read facts.kind.<CODE> (see above) */
export const BUSINESS_KINDS = [
  // Food & drink
  { kind: "BAKERY", name: "Bakery", family: "FOOD_DRINK" },
  { kind: "CAFE", name: "Café", family: "FOOD_DRINK" },
  { kind: "RESTAURANT", name: "Restaurant", family: "FOOD_DRINK" },
  { kind: "PIZZERIA", name: "Pizzeria", family: "FOOD_DRINK" },
  { kind: "BAR", name: "Bar", family: "FOOD_DRINK" },
  { kind: "BREWERY", name: "Brewery", family: "FOOD_DRINK" },
  { kind: "WINERY", name: "Winery", family: "FOOD_DRINK" },
  { kind: "FOOD_TRUCK", name: "Food Truck", family: "FOOD_DRINK" },
  { kind: "CATERING", name: "Catering", family: "FOOD_DRINK" },
  { kind: "PERSONAL_CHEF", name: "Personal Chef", family: "FOOD_DRINK" },
  { kind: "ICE_CREAM_SHOP", name: "Ice Cream Shop", family: "FOOD_DRINK" },
  { kind: "BUTCHER", name: "Butcher", family: "FOOD_DRINK" },
  { kind: "CAKE_SHOP", name: "Cake Shop", family: "FOOD_DRINK" },
  { kind: "GROCERY_STORE", name: "Grocery Store", family: "FOOD_DRINK" },
  { kind: "FARM", name: "Farm", family: "FOOD_DRINK" },

  // Health, wellness & fitness
  { kind: "DENTIST", name: "Dentist", family: "HEALTH_FITNESS" },
  { kind: "DOCTOR", name: "Doctor", family: "HEALTH_FITNESS" },
  { kind: "PHYSIOTHERAPIST", name: "Physiotherapist", family: "HEALTH_FITNESS" },
  { kind: "CHIROPRACTOR", name: "Chiropractor", family: "HEALTH_FITNESS" },
  { kind: "THERAPIST", name: "Therapist", family: "HEALTH_FITNESS" },
  { kind: "NUTRITIONIST", name: "Nutritionist", family: "HEALTH_FITNESS" },
  { kind: "PHARMACY", name: "Pharmacy", family: "HEALTH_FITNESS" },
  { kind: "OPTICIAN", name: "Optician", family: "HEALTH_FITNESS" },
  { kind: "MASSAGE_THERAPIST", name: "Massage Therapist", family: "HEALTH_FITNESS" },
  { kind: "SPA", name: "Spa", family: "HEALTH_FITNESS" },
  { kind: "HOME_CARE_AGENCY", name: "Home Care Agency", family: "HEALTH_FITNESS" },
  { kind: "YOGA_STUDIO", name: "Yoga Studio", family: "HEALTH_FITNESS" },
  { kind: "PILATES_STUDIO", name: "Pilates Studio", family: "HEALTH_FITNESS" },
  { kind: "GYM", name: "Gym", family: "HEALTH_FITNESS" },
  { kind: "PERSONAL_TRAINER", name: "Personal Trainer", family: "HEALTH_FITNESS" },
  { kind: "MARTIAL_ARTS_SCHOOL", name: "Martial Arts School", family: "HEALTH_FITNESS" },
  { kind: "DANCE_STUDIO", name: "Dance Studio", family: "HEALTH_FITNESS" },

  // Beauty
  { kind: "HAIR_SALON", name: "Hair Salon", family: "BEAUTY" },
  { kind: "BARBER_SHOP", name: "Barber Shop", family: "BEAUTY" },
  { kind: "NAIL_SALON", name: "Nail Salon", family: "BEAUTY" },
  { kind: "BEAUTY_SALON", name: "Beauty Salon", family: "BEAUTY" },
  { kind: "MAKEUP_ARTIST", name: "Makeup Artist", family: "BEAUTY" },
  { kind: "TATTOO_STUDIO", name: "Tattoo Studio", family: "BEAUTY" },
  { kind: "SKIN_CLINIC", name: "Skin Clinic", family: "BEAUTY" },
  { kind: "COSMETICS_BRAND", name: "Cosmetics Brand", family: "BEAUTY" },

  // Home services, trades & automotive
  { kind: "PLUMBER", name: "Plumber", family: "HOME_TRADES" },
  { kind: "ELECTRICIAN", name: "Electrician", family: "HOME_TRADES" },
  { kind: "CARPENTER", name: "Carpenter", family: "HOME_TRADES" },
  { kind: "ROOFER", name: "Roofer", family: "HOME_TRADES" },
  { kind: "PAINTER_DECORATOR", name: "Painter & Decorator", family: "HOME_TRADES" },
  { kind: "LANDSCAPER", name: "Landscaper", family: "HOME_TRADES" },
  { kind: "CLEANING_SERVICE", name: "Cleaning Service", family: "HOME_TRADES" },
  { kind: "HANDYMAN", name: "Handyman", family: "HOME_TRADES" },
  { kind: "HVAC", name: "HVAC", family: "HOME_TRADES" },
  { kind: "LOCKSMITH", name: "Locksmith", family: "HOME_TRADES" },
  { kind: "PEST_CONTROL", name: "Pest Control", family: "HOME_TRADES" },
  { kind: "MOVING_COMPANY", name: "Moving Company", family: "HOME_TRADES" },
  { kind: "INTERIOR_DESIGNER", name: "Interior Designer", family: "HOME_TRADES" },
  { kind: "CONSTRUCTION_COMPANY", name: "Construction Company", family: "HOME_TRADES" },
  { kind: "SOLAR_INSTALLER", name: "Solar Installer", family: "HOME_TRADES" },
  { kind: "AUTO_REPAIR", name: "Auto Repair", family: "HOME_TRADES" },
  { kind: "CAR_WASH", name: "Car Wash", family: "HOME_TRADES" },
  { kind: "TAXI_SERVICE", name: "Taxi Service", family: "HOME_TRADES" },

  // Professional services
  { kind: "ACCOUNTING", name: "Accounting", family: "PROFESSIONAL" },
  { kind: "LAW_FIRM", name: "Law Firm", family: "PROFESSIONAL" },
  { kind: "REAL_ESTATE_AGENCY", name: "Real Estate Agency", family: "PROFESSIONAL" },
  { kind: "INSURANCE_AGENCY", name: "Insurance Agency", family: "PROFESSIONAL" },
  { kind: "FINANCIAL_ADVISOR", name: "Financial Advisor", family: "PROFESSIONAL" },
  { kind: "MORTGAGE_BROKER", name: "Mortgage Broker", family: "PROFESSIONAL" },
  { kind: "CONSULTING_FIRM", name: "Consulting Firm", family: "PROFESSIONAL" },
  { kind: "MARKETING_AGENCY", name: "Marketing Agency", family: "PROFESSIONAL" },
  { kind: "RECRUITMENT_AGENCY", name: "Recruitment Agency", family: "PROFESSIONAL" },
  { kind: "ARCHITECT", name: "Architect", family: "PROFESSIONAL" },
  { kind: "TRANSLATION_SERVICE", name: "Translation Service", family: "PROFESSIONAL" },
  { kind: "BUSINESS_COACH", name: "Business Coach", family: "PROFESSIONAL" },
  { kind: "LIFE_COACH", name: "Life Coach", family: "PROFESSIONAL" },
  { kind: "COWORKING_SPACE", name: "Coworking Space", family: "PROFESSIONAL" },
  { kind: "FUNERAL_HOME", name: "Funeral Home", family: "PROFESSIONAL" },

  // Creative
  { kind: "PHOTOGRAPHER", name: "Photographer", family: "CREATIVE" },
  { kind: "WEDDING_PHOTOGRAPHER", name: "Wedding Photographer", family: "CREATIVE" },
  { kind: "VIDEOGRAPHER", name: "Videographer", family: "CREATIVE" },
  { kind: "GRAPHIC_DESIGNER", name: "Graphic Designer", family: "CREATIVE" },
  { kind: "ILLUSTRATOR", name: "Illustrator", family: "CREATIVE" },
  { kind: "ARTIST", name: "Artist", family: "CREATIVE" },
  { kind: "ART_GALLERY", name: "Art Gallery", family: "CREATIVE" },
  { kind: "MUSICIAN", name: "Musician", family: "CREATIVE" },
  { kind: "RECORDING_STUDIO", name: "Recording Studio", family: "CREATIVE" },
  { kind: "WRITER", name: "Writer", family: "CREATIVE" },
  { kind: "POTTERY_STUDIO", name: "Pottery Studio", family: "CREATIVE" },
  { kind: "JEWELRY_DESIGNER", name: "Jewelry Designer", family: "CREATIVE" },
  { kind: "FASHION_DESIGNER", name: "Fashion Designer", family: "CREATIVE" },
  { kind: "THEATER_COMPANY", name: "Theater Company", family: "CREATIVE" },
  { kind: "PRINT_SHOP", name: "Print Shop", family: "CREATIVE" },

  // Retail
  { kind: "CLOTHING_BOUTIQUE", name: "Clothing Boutique", family: "RETAIL" },
  { kind: "BOOKSTORE", name: "Bookstore", family: "RETAIL" },
  { kind: "FLORIST", name: "Florist", family: "RETAIL" },
  { kind: "GIFT_SHOP", name: "Gift Shop", family: "RETAIL" },
  { kind: "ONLINE_STORE", name: "Online Store", family: "RETAIL" },
  { kind: "ANTIQUE_SHOP", name: "Antique Shop", family: "RETAIL" },
  { kind: "HOME_DECOR_STORE", name: "Home Decor Store", family: "RETAIL" },
  { kind: "HARDWARE_STORE", name: "Hardware Store", family: "RETAIL" },
  { kind: "TOY_STORE", name: "Toy Store", family: "RETAIL" },
  { kind: "BIKE_SHOP", name: "Bike Shop", family: "RETAIL" },
  { kind: "WINE_SHOP", name: "Wine Shop", family: "RETAIL" },
  { kind: "ELECTRONICS_STORE", name: "Electronics Store", family: "RETAIL" },
  { kind: "THRIFT_STORE", name: "Thrift Store", family: "RETAIL" },
  { kind: "CRAFT_SHOP", name: "Craft Shop", family: "RETAIL" },

  // Education
  { kind: "TUTOR", name: "Tutor", family: "EDUCATION" },
  { kind: "LANGUAGE_SCHOOL", name: "Language School", family: "EDUCATION" },
  { kind: "MUSIC_SCHOOL", name: "Music School", family: "EDUCATION" },
  { kind: "DRIVING_SCHOOL", name: "Driving School", family: "EDUCATION" },
  { kind: "PRESCHOOL", name: "Preschool", family: "EDUCATION" },
  { kind: "SCHOOL", name: "School", family: "EDUCATION" },
  { kind: "ONLINE_COURSE", name: "Online Course", family: "EDUCATION" },
  { kind: "COOKING_SCHOOL", name: "Cooking School", family: "EDUCATION" },
  { kind: "SWIM_SCHOOL", name: "Swim School", family: "EDUCATION" },

  // Events
  { kind: "WEDDING_PLANNER", name: "Wedding Planner", family: "EVENTS" },
  { kind: "EVENT_PLANNER", name: "Event Planner", family: "EVENTS" },
  { kind: "EVENT_VENUE", name: "Event Venue", family: "EVENTS" },
  { kind: "DJ", name: "DJ", family: "EVENTS" },
  { kind: "PARTY_RENTAL", name: "Party Rental", family: "EVENTS" },
  { kind: "FESTIVAL", name: "Festival", family: "EVENTS" },
  { kind: "CONFERENCE", name: "Conference", family: "EVENTS" },
  { kind: "ENTERTAINER", name: "Entertainer", family: "EVENTS" },

  // Travel & hospitality
  { kind: "HOTEL", name: "Hotel", family: "HOSPITALITY" },
  { kind: "BED_AND_BREAKFAST", name: "Bed & Breakfast", family: "HOSPITALITY" },
  { kind: "VACATION_RENTAL", name: "Vacation Rental", family: "HOSPITALITY" },
  { kind: "CAMPSITE", name: "Campsite", family: "HOSPITALITY" },
  { kind: "TRAVEL_AGENCY", name: "Travel Agency", family: "HOSPITALITY" },
  { kind: "TOUR_GUIDE", name: "Tour Guide", family: "HOSPITALITY" },
  { kind: "SURF_SCHOOL", name: "Surf School", family: "HOSPITALITY" },
  { kind: "DIVE_CENTER", name: "Dive Center", family: "HOSPITALITY" },
  { kind: "RETREAT_CENTER", name: "Retreat Center", family: "HOSPITALITY" },
  { kind: "BOAT_CHARTER", name: "Boat Charter", family: "HOSPITALITY" },

  // Tech
  { kind: "SOFTWARE_COMPANY", name: "Software Company", family: "TECH" },
  { kind: "STARTUP", name: "Startup", family: "TECH" },
  { kind: "MOBILE_APP", name: "Mobile App", family: "TECH" },
  { kind: "WEB_DESIGN_AGENCY", name: "Web Design Agency", family: "TECH" },
  { kind: "IT_SUPPORT", name: "IT Support", family: "TECH" },
  { kind: "GAME_STUDIO", name: "Game Studio", family: "TECH" },
  { kind: "DATA_ANALYTICS", name: "Data Analytics", family: "TECH" },
  { kind: "FREELANCE_DEVELOPER", name: "Freelance Developer", family: "TECH" },

  // Non-profit & community
  { kind: "NONPROFIT", name: "Nonprofit", family: "COMMUNITY" },
  { kind: "CHURCH", name: "Church", family: "COMMUNITY" },
  { kind: "PLACE_OF_WORSHIP", name: "Place of Worship", family: "COMMUNITY" },
  { kind: "COMMUNITY_GROUP", name: "Community Group", family: "COMMUNITY" },
  { kind: "SPORTS_CLUB", name: "Sports Club", family: "COMMUNITY" },
  { kind: "POLITICAL_CAMPAIGN", name: "Political Campaign", family: "COMMUNITY" },
  { kind: "LIBRARY", name: "Library", family: "COMMUNITY" },
  { kind: "MUSEUM", name: "Museum", family: "COMMUNITY" },

  // Personal
  { kind: "PORTFOLIO", name: "Portfolio", family: "PERSONAL" },
  { kind: "BLOG", name: "Blog", family: "PERSONAL" },
  { kind: "RESUME", name: "Resume", family: "PERSONAL" },
  { kind: "PERSONAL_WEBSITE", name: "Personal Website", family: "PERSONAL" },
  { kind: "PODCAST", name: "Podcast", family: "PERSONAL" },
  { kind: "WEDDING_WEBSITE", name: "Wedding Website", family: "PERSONAL" },
  { kind: "CONTENT_CREATOR", name: "Content Creator", family: "PERSONAL" },
  { kind: "TRAVEL_BLOG", name: "Travel Blog", family: "PERSONAL" },

  // Pets & animals
  { kind: "VETERINARIAN", name: "Veterinarian", family: "PETS" },
  { kind: "PET_GROOMER", name: "Pet Groomer", family: "PETS" },
  { kind: "DOG_WALKER", name: "Dog Walker", family: "PETS" },
  { kind: "DOG_TRAINER", name: "Dog Trainer", family: "PETS" },
  { kind: "PET_STORE", name: "Pet Store", family: "PETS" },
  { kind: "ANIMAL_RESCUE", name: "Animal Rescue", family: "PETS" },
  { kind: "RIDING_STABLES", name: "Riding Stables", family: "PETS" },
] as const satisfies readonly BusinessKindEntry[];
/* eslint-enable ui-text/sentences */

/** A kind code of the business list, as the generator reads it. */
export type BusinessKindCode = (typeof BUSINESS_KINDS)[number]["kind"];

/** A business list entry with its code narrowed to the known codes. */
export type BusinessKind = BusinessKindEntry & { kind: BusinessKindCode };

const byCode: ReadonlyMap<string, BusinessKind> = new Map(BUSINESS_KINDS.map((entry) => [entry.kind, entry]));

/** The entry for a kind code (exact, upper-case), or null when the code is not on the list. */
export function businessKindByCode(code: string): BusinessKind | null {
  return byCode.get(code) ?? null;
}

/** Whether a stored string is a kind code of the list (for data read back from storage or the API). */
export function isBusinessKindCode(code: string): code is BusinessKindCode {
  return byCode.has(code);
}

/** The message key of a kind's name in the reader's language (`facts` namespace). */
export function kindNameKey(code: BusinessKindCode): AppMessageKey {
  return `facts.kind.${code}`;
}
