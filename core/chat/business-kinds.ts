/**
 * The business list of docs/product.md (`{ kind, name }`, about 150 categories), plus what our chat
 * and site generator need: a family (which sections and imagery suit the site) and keywords (words a
 * person might type, so a free-text answer can still be classified).
 *
 * Keywords are lower-case, unaccented, space-separated words (a keyword may be a phrase); singular
 * forms are enough because the classifier folds simple plurals. Avoid generic words ("shop", "studio",
 * "service"): a keyword should point at one kind.
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
  keywords: readonly string[];
}

/** The business list, in the order autocomplete shows it and ties in classification are broken. */
export const BUSINESS_KINDS = [
  // Food & drink
  { kind: "BAKERY", name: "Bakery", family: "FOOD_DRINK", keywords: ["bread", "sourdough", "pastry", "croissant", "baguette", "patisserie", "baker", "bakehouse", "pastel de nata"] },
  { kind: "CAFE", name: "Café", family: "FOOD_DRINK", keywords: ["coffee", "coffee shop", "espresso", "latte", "barista", "coffeehouse", "brunch", "roastery", "smoothie", "juice bar", "tea room", "tea house", "teahouse", "afternoon tea", "matcha"] },
  { kind: "RESTAURANT", name: "Restaurant", family: "FOOD_DRINK", keywords: ["dining", "bistro", "eatery", "trattoria", "brasserie", "fine dining", "tasting menu", "dinner", "sushi", "ramen", "taco", "burger", "vegan", "vegetarian", "tapas"] },
  { kind: "PIZZERIA", name: "Pizzeria", family: "FOOD_DRINK", keywords: ["pizza", "neapolitan", "wood fired", "calzone"] },
  { kind: "BAR", name: "Bar", family: "FOOD_DRINK", keywords: ["cocktail", "mixology", "speakeasy", "bartender", "wine bar", "rooftop bar", "pub", "tavern", "gastropub"] },
  { kind: "BREWERY", name: "Brewery", family: "FOOD_DRINK", keywords: ["beer", "craft beer", "brewpub", "taproom", "ipa", "lager", "brewer", "cider"] },
  { kind: "WINERY", name: "Winery", family: "FOOD_DRINK", keywords: ["wine", "vineyard", "winemaker", "sommelier", "wine tasting", "estate wine"] },
  { kind: "FOOD_TRUCK", name: "Food Truck", family: "FOOD_DRINK", keywords: ["street food", "food van", "food cart", "food stall"] },
  { kind: "CATERING", name: "Catering", family: "FOOD_DRINK", keywords: ["caterer", "canape", "buffet", "banquet", "corporate lunch"] },
  { kind: "PERSONAL_CHEF", name: "Personal Chef", family: "FOOD_DRINK", keywords: ["private chef", "private dining", "meal prep", "supper club", "chef"] },
  { kind: "ICE_CREAM_SHOP", name: "Ice Cream Shop", family: "FOOD_DRINK", keywords: ["ice cream", "gelato", "gelateria", "sorbet", "sundae", "frozen yogurt"] },
  { kind: "BUTCHER", name: "Butcher", family: "FOOD_DRINK", keywords: ["butchery", "meat", "charcuterie", "sausage"] },
  { kind: "CAKE_SHOP", name: "Cake Shop", family: "FOOD_DRINK", keywords: ["cake", "cupcake", "wedding cake", "birthday cake", "cake designer", "macaron", "chocolatier", "chocolate", "praline", "bonbon"] },
  { kind: "GROCERY_STORE", name: "Grocery Store", family: "FOOD_DRINK", keywords: ["grocery", "supermarket", "deli", "delicatessen", "corner shop", "greengrocer", "organic food"] },
  { kind: "FARM", name: "Farm", family: "FOOD_DRINK", keywords: ["farmer", "farm shop", "orchard", "egg", "harvest", "pick your own", "ranch", "farmers market"] },

  // Health, wellness & fitness
  { kind: "DENTIST", name: "Dentist", family: "HEALTH_FITNESS", keywords: ["dental", "dentistry", "teeth", "tooth", "orthodontist", "orthodontic", "braces", "dental clinic", "hygienist"] },
  { kind: "DOCTOR", name: "Doctor", family: "HEALTH_FITNESS", keywords: ["physician", "gp", "family medicine", "medical practice", "medical clinic", "pediatrician", "paediatrician", "midwife"] },
  { kind: "PHYSIOTHERAPIST", name: "Physiotherapist", family: "HEALTH_FITNESS", keywords: ["physio", "physiotherapy", "physical therapy", "physical therapist", "rehab", "rehabilitation", "sports injury"] },
  { kind: "CHIROPRACTOR", name: "Chiropractor", family: "HEALTH_FITNESS", keywords: ["chiropractic", "spine", "back pain", "osteopath", "osteopathy"] },
  { kind: "THERAPIST", name: "Therapist", family: "HEALTH_FITNESS", keywords: ["therapy", "counselling", "counseling", "counsellor", "counselor", "psychotherapist", "psychotherapy", "psychologist", "mental health"] },
  { kind: "NUTRITIONIST", name: "Nutritionist", family: "HEALTH_FITNESS", keywords: ["nutrition", "dietitian", "dietician", "diet", "healthy eating", "meal plan"] },
  { kind: "PHARMACY", name: "Pharmacy", family: "HEALTH_FITNESS", keywords: ["pharmacist", "chemist", "drugstore", "prescription"] },
  { kind: "OPTICIAN", name: "Optician", family: "HEALTH_FITNESS", keywords: ["optometrist", "eyeglasses", "reading glasses", "prescription glasses", "eyewear", "spectacles", "eye test", "eye exam", "contact lens"] },
  { kind: "MASSAGE_THERAPIST", name: "Massage Therapist", family: "HEALTH_FITNESS", keywords: ["massage", "deep tissue", "masseuse", "masseur", "reflexology", "acupuncture", "acupuncturist"] },
  { kind: "SPA", name: "Spa", family: "HEALTH_FITNESS", keywords: ["day spa", "sauna", "hammam", "wellness", "wellness center", "wellness centre"] },
  { kind: "HOME_CARE_AGENCY", name: "Home Care Agency", family: "HEALTH_FITNESS", keywords: ["caregiver", "carer", "elderly care", "senior care", "home care", "assisted living"] },
  { kind: "YOGA_STUDIO", name: "Yoga Studio", family: "HEALTH_FITNESS", keywords: ["yoga", "vinyasa", "ashtanga", "hatha", "yogi", "hot yoga", "meditation", "mindfulness", "breathwork"] },
  { kind: "PILATES_STUDIO", name: "Pilates Studio", family: "HEALTH_FITNESS", keywords: ["pilates", "reformer", "barre"] },
  { kind: "GYM", name: "Gym", family: "HEALTH_FITNESS", keywords: ["fitness", "fitness center", "fitness centre", "fitness studio", "hiit", "strength training", "strength classes", "spin classes", "weights", "bodybuilding", "workout", "powerlifting", "crossfit", "climbing", "bouldering"] },
  { kind: "PERSONAL_TRAINER", name: "Personal Trainer", family: "HEALTH_FITNESS", keywords: ["personal training", "fitness coach", "online coaching", "strength coach"] },
  { kind: "MARTIAL_ARTS_SCHOOL", name: "Martial Arts School", family: "HEALTH_FITNESS", keywords: ["martial arts", "karate", "judo", "taekwondo", "jiu jitsu", "kung fu", "dojo", "aikido", "boxing", "kickboxing", "muay thai", "mma"] },
  { kind: "DANCE_STUDIO", name: "Dance Studio", family: "HEALTH_FITNESS", keywords: ["dance", "dancing", "ballet", "salsa", "tango", "hip hop", "choreography"] },

  // Beauty
  { kind: "HAIR_SALON", name: "Hair Salon", family: "BEAUTY", keywords: ["hairdresser", "hairstylist", "haircut", "hair", "balayage", "blowout", "hair colour", "hair color", "salon"] },
  { kind: "BARBER_SHOP", name: "Barber Shop", family: "BEAUTY", keywords: ["barber", "barbershop", "beard", "shave", "skin fade"] },
  { kind: "NAIL_SALON", name: "Nail Salon", family: "BEAUTY", keywords: ["nail", "manicure", "pedicure", "gel nail", "nail art"] },
  { kind: "BEAUTY_SALON", name: "Beauty Salon", family: "BEAUTY", keywords: ["beauty", "facial", "waxing", "lash", "lash extension", "brow", "esthetician", "aesthetician", "beauty therapist"] },
  { kind: "MAKEUP_ARTIST", name: "Makeup Artist", family: "BEAUTY", keywords: ["makeup", "make up", "mua", "bridal makeup"] },
  { kind: "TATTOO_STUDIO", name: "Tattoo Studio", family: "BEAUTY", keywords: ["tattoo", "tattooist", "tattoo artist", "piercing"] },
  { kind: "SKIN_CLINIC", name: "Skin Clinic", family: "BEAUTY", keywords: ["aesthetics", "botox", "filler", "dermatology", "dermatologist", "laser hair removal"] },
  { kind: "COSMETICS_BRAND", name: "Cosmetics Brand", family: "BEAUTY", keywords: ["cosmetics", "skincare", "lipstick", "serum", "natural skincare", "beauty product"] },

  // Home services, trades & automotive
  { kind: "PLUMBER", name: "Plumber", family: "HOME_TRADES", keywords: ["plumbing", "pipe", "leak", "boiler", "drain", "water heater"] },
  { kind: "ELECTRICIAN", name: "Electrician", family: "HOME_TRADES", keywords: ["electrical", "wiring", "rewiring", "rewire", "fuse box", "ev charger"] },
  { kind: "CARPENTER", name: "Carpenter", family: "HOME_TRADES", keywords: ["carpentry", "joinery", "joiner", "woodwork", "woodworker", "cabinetry", "decking", "furniture maker", "handmade furniture", "flooring", "hardwood floor"] },
  { kind: "ROOFER", name: "Roofer", family: "HOME_TRADES", keywords: ["roofing", "roof", "gutter", "shingle"] },
  { kind: "PAINTER_DECORATOR", name: "Painter & Decorator", family: "HOME_TRADES", keywords: ["decorator", "decorating", "house painter", "wallpaper", "interior painting", "exterior painting"] },
  { kind: "LANDSCAPER", name: "Landscaper", family: "HOME_TRADES", keywords: ["landscaping", "gardener", "gardening", "lawn", "hedge", "garden design", "tree surgeon"] },
  { kind: "CLEANING_SERVICE", name: "Cleaning Service", family: "HOME_TRADES", keywords: ["cleaner", "cleaning", "maid", "housekeeping", "deep clean", "window cleaning", "janitorial", "pool cleaning", "pool maintenance"] },
  { kind: "HANDYMAN", name: "Handyman", family: "HOME_TRADES", keywords: ["odd jobs", "home repair", "handy man", "flat pack"] },
  { kind: "HVAC", name: "HVAC", family: "HOME_TRADES", keywords: ["heating", "air conditioning", "furnace", "heat pump", "ventilation", "aircon"] },
  { kind: "LOCKSMITH", name: "Locksmith", family: "HOME_TRADES", keywords: ["lock", "lockout", "locked out", "lock change"] },
  { kind: "PEST_CONTROL", name: "Pest Control", family: "HOME_TRADES", keywords: ["pest", "exterminator", "termite", "rodent", "bed bug"] },
  { kind: "MOVING_COMPANY", name: "Moving Company", family: "HOME_TRADES", keywords: ["mover", "removals", "removal", "man and van", "relocation"] },
  { kind: "INTERIOR_DESIGNER", name: "Interior Designer", family: "HOME_TRADES", keywords: ["interior design", "interiors", "home staging"] },
  { kind: "CONSTRUCTION_COMPANY", name: "Construction Company", family: "HOME_TRADES", keywords: ["builder", "construction", "contractor", "renovation", "general contractor", "home extension", "loft conversion"] },
  { kind: "SOLAR_INSTALLER", name: "Solar Installer", family: "HOME_TRADES", keywords: ["solar", "solar panel", "photovoltaic", "renewable energy"] },
  { kind: "AUTO_REPAIR", name: "Auto Repair", family: "HOME_TRADES", keywords: ["mechanic", "car repair", "car service", "mot", "brake", "tyre", "tire", "auto shop", "garage"] },
  { kind: "CAR_WASH", name: "Car Wash", family: "HOME_TRADES", keywords: ["detailing", "car detailing", "valet", "valeting", "ceramic coating"] },
  { kind: "TAXI_SERVICE", name: "Taxi Service", family: "HOME_TRADES", keywords: ["taxi", "cab", "chauffeur", "airport transfer", "limo", "limousine"] },

  // Professional services
  { kind: "ACCOUNTING", name: "Accounting", family: "PROFESSIONAL", keywords: ["accountant", "bookkeeping", "bookkeeper", "tax", "payroll", "cpa", "audit", "tax return"] },
  { kind: "LAW_FIRM", name: "Law Firm", family: "PROFESSIONAL", keywords: ["lawyer", "attorney", "solicitor", "legal", "litigation", "barrister", "immigration law", "family law"] },
  { kind: "REAL_ESTATE_AGENCY", name: "Real Estate Agency", family: "PROFESSIONAL", keywords: ["realtor", "real estate", "estate agent", "property", "home for sale", "property management", "letting agent"] },
  { kind: "INSURANCE_AGENCY", name: "Insurance Agency", family: "PROFESSIONAL", keywords: ["insurance", "insurance broker", "underwriting"] },
  { kind: "FINANCIAL_ADVISOR", name: "Financial Advisor", family: "PROFESSIONAL", keywords: ["financial adviser", "financial planning", "financial planner", "investment", "investing", "wealth", "pension", "retirement"] },
  { kind: "MORTGAGE_BROKER", name: "Mortgage Broker", family: "PROFESSIONAL", keywords: ["mortgage", "loan", "lending", "remortgage"] },
  { kind: "CONSULTING_FIRM", name: "Consulting Firm", family: "PROFESSIONAL", keywords: ["consultancy", "consultant", "consulting", "strategy", "advisory", "management consulting"] },
  { kind: "MARKETING_AGENCY", name: "Marketing Agency", family: "PROFESSIONAL", keywords: ["marketing", "seo", "social media", "advertising", "digital marketing", "content marketing", "ppc", "public relations", "pr agency"] },
  { kind: "RECRUITMENT_AGENCY", name: "Recruitment Agency", family: "PROFESSIONAL", keywords: ["recruiter", "recruiting", "recruitment", "hiring", "staffing", "headhunter", "headhunting"] },
  { kind: "ARCHITECT", name: "Architect", family: "PROFESSIONAL", keywords: ["architecture", "architectural", "building design"] },
  { kind: "TRANSLATION_SERVICE", name: "Translation Service", family: "PROFESSIONAL", keywords: ["translator", "translation", "interpreter", "interpreting", "localisation", "localization"] },
  { kind: "BUSINESS_COACH", name: "Business Coach", family: "PROFESSIONAL", keywords: ["executive coach", "executive coaching", "business coaching", "leadership", "mentoring", "mentor"] },
  { kind: "LIFE_COACH", name: "Life Coach", family: "PROFESSIONAL", keywords: ["life coaching", "mindset", "personal development", "career coach"] },
  { kind: "COWORKING_SPACE", name: "Coworking Space", family: "PROFESSIONAL", keywords: ["coworking", "co working", "shared office", "hot desk", "workspace"] },
  { kind: "FUNERAL_HOME", name: "Funeral Home", family: "PROFESSIONAL", keywords: ["funeral", "undertaker", "funeral director", "cremation", "memorial"] },

  // Creative
  { kind: "PHOTOGRAPHER", name: "Photographer", family: "CREATIVE", keywords: ["photography", "photo", "photograph", "portrait", "headshot", "photoshoot", "photo studio"] },
  { kind: "WEDDING_PHOTOGRAPHER", name: "Wedding Photographer", family: "CREATIVE", keywords: ["wedding photography", "wedding photo", "elopement"] },
  { kind: "VIDEOGRAPHER", name: "Videographer", family: "CREATIVE", keywords: ["video", "videography", "filmmaker", "video production", "wedding film", "cinematographer", "animation", "motion graphics"] },
  { kind: "GRAPHIC_DESIGNER", name: "Graphic Designer", family: "CREATIVE", keywords: ["graphic design", "logo", "branding", "brand identity", "visual identity"] },
  { kind: "ILLUSTRATOR", name: "Illustrator", family: "CREATIVE", keywords: ["illustration", "drawing", "comic", "concept art", "picture book"] },
  { kind: "ARTIST", name: "Artist", family: "CREATIVE", keywords: ["art", "painter", "painting", "canvas", "sculptor", "sculpture", "fine art", "artwork", "printmaker", "art class"] },
  { kind: "ART_GALLERY", name: "Art Gallery", family: "CREATIVE", keywords: ["gallery", "exhibition", "curator", "contemporary art"] },
  { kind: "MUSICIAN", name: "Musician", family: "CREATIVE", keywords: ["music", "band", "singer", "songwriter", "guitarist", "pianist", "album", "gig", "singer songwriter", "rapper", "choir"] },
  { kind: "RECORDING_STUDIO", name: "Recording Studio", family: "CREATIVE", keywords: ["recording", "mixing", "mastering", "music producer", "rehearsal space"] },
  { kind: "WRITER", name: "Writer", family: "CREATIVE", keywords: ["author", "novelist", "novel", "copywriter", "copywriting", "poet", "poetry", "ghostwriter", "ghost writer"] },
  { kind: "POTTERY_STUDIO", name: "Pottery Studio", family: "CREATIVE", keywords: ["pottery", "ceramics", "ceramic", "potter", "clay", "kiln", "wheel throwing"] },
  { kind: "JEWELRY_DESIGNER", name: "Jewelry Designer", family: "CREATIVE", keywords: ["jewelry", "jewellery", "ring", "necklace", "earring", "goldsmith", "silversmith", "jeweller", "jeweler"] },
  { kind: "FASHION_DESIGNER", name: "Fashion Designer", family: "CREATIVE", keywords: ["fashion", "couture", "clothing label", "fashion label", "clothing brand", "seamstress", "tailor"] },
  { kind: "THEATER_COMPANY", name: "Theater Company", family: "CREATIVE", keywords: ["theater", "theatre", "drama", "musical", "theatre company", "actor", "improv"] },
  { kind: "PRINT_SHOP", name: "Print Shop", family: "CREATIVE", keywords: ["printing", "business card", "flyer", "poster", "signage", "screen printing"] },

  // Retail
  { kind: "CLOTHING_BOUTIQUE", name: "Clothing Boutique", family: "RETAIL", keywords: ["boutique", "clothes", "clothing", "apparel", "womenswear", "menswear"] },
  { kind: "BOOKSTORE", name: "Bookstore", family: "RETAIL", keywords: ["bookshop", "bookseller", "book shop", "secondhand book", "used book"] },
  { kind: "FLORIST", name: "Florist", family: "RETAIL", keywords: ["flower", "bouquet", "floral", "floristry", "flower shop", "wedding flower", "houseplant", "plant shop", "garden centre", "garden center"] },
  { kind: "GIFT_SHOP", name: "Gift Shop", family: "RETAIL", keywords: ["gift", "souvenir", "gift box", "hamper"] },
  { kind: "ONLINE_STORE", name: "Online Store", family: "RETAIL", keywords: ["ecommerce", "e commerce", "online shop", "webshop", "dropshipping", "shopify", "sell online"] },
  { kind: "ANTIQUE_SHOP", name: "Antique Shop", family: "RETAIL", keywords: ["antique", "collectible", "vintage", "vintage furniture", "record shop", "vinyl"] },
  { kind: "HOME_DECOR_STORE", name: "Home Decor Store", family: "RETAIL", keywords: ["homeware", "home decor", "candle", "cushion", "interior shop", "concept store"] },
  { kind: "HARDWARE_STORE", name: "Hardware Store", family: "RETAIL", keywords: ["hardware", "diy", "tool shop"] },
  { kind: "TOY_STORE", name: "Toy Store", family: "RETAIL", keywords: ["toy", "board game", "toy shop"] },
  { kind: "BIKE_SHOP", name: "Bike Shop", family: "RETAIL", keywords: ["bike", "bicycle", "cycling", "ebike", "bike repair", "bicycle repair"] },
  { kind: "WINE_SHOP", name: "Wine Shop", family: "RETAIL", keywords: ["wine merchant", "bottle shop", "liquor", "off licence"] },
  { kind: "ELECTRONICS_STORE", name: "Electronics Store", family: "RETAIL", keywords: ["electronics", "gadget", "laptop", "phone repair", "smartphone"] },
  { kind: "THRIFT_STORE", name: "Thrift Store", family: "RETAIL", keywords: ["thrift", "charity shop", "secondhand", "second hand", "preloved", "consignment"] },
  { kind: "CRAFT_SHOP", name: "Craft Shop", family: "RETAIL", keywords: ["craft", "handmade", "knitting", "yarn", "sewing", "etsy", "haberdashery"] },

  // Education
  { kind: "TUTOR", name: "Tutor", family: "EDUCATION", keywords: ["tutoring", "tuition", "homework", "exam prep", "exam preparation", "math", "maths"] },
  { kind: "LANGUAGE_SCHOOL", name: "Language School", family: "EDUCATION", keywords: ["language", "english lesson", "spanish", "french", "german", "esl", "ielts", "language lesson"] },
  { kind: "MUSIC_SCHOOL", name: "Music School", family: "EDUCATION", keywords: ["music lesson", "piano", "guitar", "violin", "drum", "music teacher", "singing lesson", "piano teacher", "piano lesson", "guitar teacher", "guitar lesson"] },
  { kind: "DRIVING_SCHOOL", name: "Driving School", family: "EDUCATION", keywords: ["driving lesson", "driving instructor", "learn to drive"] },
  { kind: "PRESCHOOL", name: "Preschool", family: "EDUCATION", keywords: ["kindergarten", "nursery", "daycare", "day care", "childcare", "child care", "montessori", "toddler"] },
  { kind: "SCHOOL", name: "School", family: "EDUCATION", keywords: ["primary school", "elementary school", "secondary school", "high school", "pupil", "academy"] },
  { kind: "ONLINE_COURSE", name: "Online Course", family: "EDUCATION", keywords: ["course", "elearning", "e learning", "masterclass", "webinar", "bootcamp", "coding school", "learn to code"] },
  { kind: "COOKING_SCHOOL", name: "Cooking School", family: "EDUCATION", keywords: ["cooking class", "culinary", "baking class", "cookery"] },
  { kind: "SWIM_SCHOOL", name: "Swim School", family: "EDUCATION", keywords: ["swimming", "swim", "swimming lesson", "swim lesson"] },

  // Events
  { kind: "WEDDING_PLANNER", name: "Wedding Planner", family: "EVENTS", keywords: ["wedding", "wedding planning", "destination wedding", "bridal"] },
  { kind: "EVENT_PLANNER", name: "Event Planner", family: "EVENTS", keywords: ["event", "event planning", "event management", "party", "corporate event", "party planner"] },
  { kind: "EVENT_VENUE", name: "Event Venue", family: "EVENTS", keywords: ["venue", "wedding venue", "function room", "banquet hall", "event space"] },
  { kind: "DJ", name: "DJ", family: "EVENTS", keywords: ["deejay", "wedding dj", "turntablist"] },
  { kind: "PARTY_RENTAL", name: "Party Rental", family: "EVENTS", keywords: ["bouncy castle", "marquee", "party hire", "tent rental", "event hire", "equipment hire", "photo booth", "photobooth"] },
  { kind: "FESTIVAL", name: "Festival", family: "EVENTS", keywords: ["lineup", "music festival", "food festival", "film festival"] },
  { kind: "CONFERENCE", name: "Conference", family: "EVENTS", keywords: ["summit", "keynote", "tech conference", "symposium", "convention"] },
  { kind: "ENTERTAINER", name: "Entertainer", family: "EVENTS", keywords: ["magician", "magic", "clown", "childrens entertainer", "face painting", "juggler"] },

  // Travel & hospitality
  { kind: "HOTEL", name: "Hotel", family: "HOSPITALITY", keywords: ["boutique hotel", "resort", "motel", "lodge", "hostel", "backpacker"] },
  { kind: "BED_AND_BREAKFAST", name: "Bed & Breakfast", family: "HOSPITALITY", keywords: ["b and b", "bnb", "guest house", "guesthouse", "inn"] },
  { kind: "VACATION_RENTAL", name: "Vacation Rental", family: "HOSPITALITY", keywords: ["holiday rental", "holiday home", "holiday cottage", "villa", "cottage", "airbnb", "chalet", "cabin", "short let"] },
  { kind: "CAMPSITE", name: "Campsite", family: "HOSPITALITY", keywords: ["camping", "campground", "glamping", "rv park", "caravan", "holiday park", "summer camp"] },
  { kind: "TRAVEL_AGENCY", name: "Travel Agency", family: "HOSPITALITY", keywords: ["travel", "travel agent", "trip", "itinerary", "tour package", "honeymoon"] },
  { kind: "TOUR_GUIDE", name: "Tour Guide", family: "HOSPITALITY", keywords: ["tour", "walking tour", "food tour", "excursion", "sightseeing", "day trip"] },
  { kind: "SURF_SCHOOL", name: "Surf School", family: "HOSPITALITY", keywords: ["surf", "surfing", "surfboard", "surf camp", "surf lesson"] },
  { kind: "DIVE_CENTER", name: "Dive Center", family: "HOSPITALITY", keywords: ["diving", "scuba", "snorkelling", "snorkeling", "dive centre", "padi", "freediving"] },
  { kind: "RETREAT_CENTER", name: "Retreat Center", family: "HOSPITALITY", keywords: ["retreat", "yoga retreat", "wellness retreat", "silent retreat", "retreat centre"] },
  { kind: "BOAT_CHARTER", name: "Boat Charter", family: "HOSPITALITY", keywords: ["boat", "sailing", "yacht", "charter", "cruise", "catamaran", "boat trip"] },

  // Tech
  { kind: "SOFTWARE_COMPANY", name: "Software Company", family: "TECH", keywords: ["software", "saas", "b2b", "software house"] },
  { kind: "STARTUP", name: "Startup", family: "TECH", keywords: ["start up", "founder", "mvp", "early stage", "seed round"] },
  { kind: "MOBILE_APP", name: "Mobile App", family: "TECH", keywords: ["app", "ios", "android", "app developer", "app development", "iphone app"] },
  { kind: "WEB_DESIGN_AGENCY", name: "Web Design Agency", family: "TECH", keywords: ["web design", "website design", "web designer", "web development", "web developer", "wordpress", "webflow"] },
  { kind: "IT_SUPPORT", name: "IT Support", family: "TECH", keywords: ["tech support", "managed it", "helpdesk", "computer repair", "it service", "cybersecurity", "cyber security", "penetration testing"] },
  { kind: "GAME_STUDIO", name: "Game Studio", family: "TECH", keywords: ["video game", "indie game", "gamedev", "game developer", "game development"] },
  { kind: "DATA_ANALYTICS", name: "Data Analytics", family: "TECH", keywords: ["analytics", "data science", "machine learning", "business intelligence", "dashboard", "ai consulting"] },
  { kind: "FREELANCE_DEVELOPER", name: "Freelance Developer", family: "TECH", keywords: ["developer", "programmer", "coder", "software engineer", "full stack", "frontend", "backend"] },

  // Non-profit & community
  { kind: "NONPROFIT", name: "Nonprofit", family: "COMMUNITY", keywords: ["charity", "non profit", "ngo", "donation", "volunteer", "fundraising", "not for profit", "food bank", "soup kitchen"] },
  { kind: "CHURCH", name: "Church", family: "COMMUNITY", keywords: ["parish", "worship", "ministry", "congregation", "chapel", "sermon"] },
  { kind: "PLACE_OF_WORSHIP", name: "Place of Worship", family: "COMMUNITY", keywords: ["mosque", "temple", "synagogue", "gurdwara"] },
  { kind: "COMMUNITY_GROUP", name: "Community Group", family: "COMMUNITY", keywords: ["community centre", "community center", "residents association", "association", "meetup", "book club", "community garden", "allotment"] },
  { kind: "SPORTS_CLUB", name: "Sports Club", family: "COMMUNITY", keywords: ["football club", "soccer", "football", "rugby", "tennis", "cricket", "basketball", "hockey", "volleyball", "league", "running club"] },
  { kind: "POLITICAL_CAMPAIGN", name: "Political Campaign", family: "COMMUNITY", keywords: ["campaign", "election", "candidate", "politician", "city council"] },
  { kind: "LIBRARY", name: "Library", family: "COMMUNITY", keywords: ["librarian", "lending library"] },
  { kind: "MUSEUM", name: "Museum", family: "COMMUNITY", keywords: ["heritage", "history museum", "exhibit", "archive"] },

  // Personal
  { kind: "PORTFOLIO", name: "Portfolio", family: "PERSONAL", keywords: ["my work", "showcase", "case study", "design portfolio", "personal portfolio"] },
  { kind: "BLOG", name: "Blog", family: "PERSONAL", keywords: ["blogger", "blogging", "personal blog", "article", "newsletter", "substack", "recipe", "food blog"] },
  { kind: "RESUME", name: "Resume", family: "PERSONAL", keywords: ["cv", "curriculum vitae", "online resume", "job seeker"] },
  { kind: "PERSONAL_WEBSITE", name: "Personal Website", family: "PERSONAL", keywords: ["personal site", "about me", "personal page", "homepage"] },
  { kind: "PODCAST", name: "Podcast", family: "PERSONAL", keywords: ["podcaster", "episode"] },
  { kind: "WEDDING_WEBSITE", name: "Wedding Website", family: "PERSONAL", keywords: ["rsvp", "our wedding", "save the date", "wedding registry"] },
  { kind: "CONTENT_CREATOR", name: "Content Creator", family: "PERSONAL", keywords: ["influencer", "youtuber", "youtube", "tiktok", "streamer", "creator", "instagram"] },
  { kind: "TRAVEL_BLOG", name: "Travel Blog", family: "PERSONAL", keywords: ["travel blogger", "digital nomad", "travel diary"] },

  // Pets & animals
  { kind: "VETERINARIAN", name: "Veterinarian", family: "PETS", keywords: ["vet", "veterinary", "animal hospital", "vet clinic", "vet practice"] },
  { kind: "PET_GROOMER", name: "Pet Groomer", family: "PETS", keywords: ["grooming", "groomer", "dog grooming", "dog groomer"] },
  { kind: "DOG_WALKER", name: "Dog Walker", family: "PETS", keywords: ["dog walking", "pet sitting", "pet sitter", "dog sitter", "kennel", "cattery", "doggy daycare", "dog boarding", "pet care"] },
  { kind: "DOG_TRAINER", name: "Dog Trainer", family: "PETS", keywords: ["dog training", "obedience", "puppy training", "puppy class"] },
  { kind: "PET_STORE", name: "Pet Store", family: "PETS", keywords: ["pet shop", "pet supplies", "pet food", "aquarium"] },
  { kind: "ANIMAL_RESCUE", name: "Animal Rescue", family: "PETS", keywords: ["rescue", "shelter", "adoption", "adopt", "animal shelter", "sanctuary"] },
  { kind: "RIDING_STABLES", name: "Riding Stables", family: "PETS", keywords: ["horse", "equestrian", "stable", "pony", "horse riding", "riding lesson"] },
] as const satisfies readonly BusinessKindEntry[];

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
