import { SUGGESTED_IDEAS_COUNT } from "@core/constants";
import { mulberry32 } from "@core/seeded-random";

/** A sample answer to "What do you want to build?" (docs/product.md: id and text). */
export interface Idea {
  id: string;
  text: string;
}

/**
 * Our own site-building prompts, offered five at a time at the business step. Each one names a
 * trade, a place or audience and something specific to put on the site, so picking one gives the
 * generator enough to work with; keep new ones that way.
 */
export const IDEAS: readonly Idea[] = [
  { id: "lisbon-bakery", text: "A cosy Lisbon bakery selling pastel de nata and sourdough, with a weekend brunch menu" },
  { id: "brooklyn-barber", text: "A Brooklyn barber shop with online booking, a price list for fades and beard trims, and a gallery of cuts" },
  { id: "kyoto-tea-house", text: "A quiet tea house in Kyoto offering matcha ceremonies for small groups, with a reservation form" },
  { id: "austin-food-truck", text: "An Austin taco truck that posts where it is parked each day and its rotating menu of specials" },
  { id: "family-dentist", text: "A friendly family dentist in Manchester with new-patient offers, treatment prices and emergency appointments" },
  { id: "wedding-photographer-lisbon", text: "A portfolio for a wedding photographer based in Lisbon who shoots elopements across Portugal" },
  { id: "yoga-studio-bali", text: "A yoga studio in Ubud with a weekly class timetable, teacher profiles and week-long retreats" },
  { id: "plumber-emergency", text: "A 24-hour emergency plumber in Leeds: call-out prices, areas covered and a big call-now button" },
  { id: "law-firm-immigration", text: "An immigration law firm in Toronto explaining visa options in plain language, with a consultation booking form" },
  { id: "real-estate-coastal", text: "A boutique real estate agency selling coastal homes in Cornwall, with featured listings and valuation requests" },
  { id: "accounting-freelancers", text: "An accounting practice for freelancers and small businesses: fixed monthly fees, tax deadlines and a free first call" },
  { id: "vineyard-tastings", text: "A family vineyard in the Douro Valley offering cellar tours, tastings and a small online wine shop" },
  { id: "dog-groomer-mobile", text: "A mobile dog grooming van serving north London, with prices by breed size and online booking" },
  { id: "climbing-gym", text: "A bouldering gym in Sheffield with day passes, beginner sessions, memberships and a café" },
  { id: "vegan-restaurant-berlin", text: "A plant-based restaurant in Berlin with a seasonal tasting menu, natural wines and table reservations" },
  { id: "piano-teacher", text: "A piano teacher offering lessons for children and adults in Dublin, with term dates and recital videos" },
  { id: "ceramics-studio", text: "A small ceramics studio selling handmade mugs and bowls online, plus weekend wheel-throwing workshops" },
  { id: "bike-repair-amsterdam", text: "A bike repair shop in Amsterdam with same-day fixes, a service price list and second-hand bikes for sale" },
  { id: "surf-school-ericeira", text: "A surf school in Ericeira with lessons for beginners, board rentals and a surf camp with accommodation" },
  { id: "therapist-online", text: "A calm, reassuring site for a therapist offering online counselling for anxiety and burnout, with a booking form" },
  { id: "electrician-local", text: "A local electrician in Brisbane: rewiring, EV charger installs, safety checks and free quotes" },
  { id: "craft-brewery", text: "A craft brewery and taproom in Portland with the current beers on tap, food trucks and live music nights" },
  { id: "bnb-highlands", text: "A four-room bed and breakfast in the Scottish Highlands with room photos, breakfast menu and direct booking" },
  { id: "nonprofit-literacy", text: "A children's literacy charity in Nairobi telling the story of its reading clubs and taking donations" },
  { id: "saas-invoicing", text: "A landing page for an invoicing app for tradespeople, with features, pricing tiers and a free trial sign-up" },
  { id: "personal-trainer-online", text: "An online personal trainer selling 12-week strength programmes, with client transformations and a free guide" },
  { id: "florist-paris", text: "A Parisian florist delivering seasonal bouquets the same day, with wedding flowers by appointment" },
  { id: "cocktail-bar", text: "A speakeasy cocktail bar in Mexico City with its drinks list, opening hours and a reservation page" },
  { id: "architect-studio", text: "A small architecture studio in Copenhagen showing residential projects, its design process and the team" },
  { id: "language-school-spanish", text: "A Spanish language school in Valencia with intensive courses, student housing and a level test" },
  { id: "hair-salon-curly", text: "A hair salon specialising in curly hair in Atlanta, with stylist profiles, prices and online booking" },
  { id: "portfolio-ux-designer", text: "A portfolio for a UX designer with three detailed case studies, a short bio and a contact form" },
  { id: "resume-developer", text: "An online resume for a backend developer: experience, open-source projects, skills and a downloadable CV" },
  { id: "wedding-planner-tuscany", text: "A wedding planner for destination weddings in Tuscany, with venues, packages and real weddings" },
  { id: "veterinary-clinic", text: "A veterinary clinic in Melbourne with opening hours, emergency care, vaccination plans and meet-the-vets" },
  { id: "cleaning-company", text: "An eco-friendly home cleaning company in Vancouver with instant quotes and recurring cleaning plans" },
  { id: "ice-cream-seaside", text: "A seaside gelato shop in Brighton with this week's flavours, opening times and party tubs to order" },
  { id: "podcast-history", text: "A site for a history podcast with every episode, show notes, guest bios and a Patreon link" },
  { id: "tattoo-studio", text: "A fine-line tattoo studio in Seoul showing each artist's portfolio, aftercare advice and a booking request form" },
  { id: "martial-arts-kids", text: "A martial arts school teaching karate to kids and adults, with a class schedule and a free trial lesson" },
  { id: "interior-designer", text: "An interior designer in Milan showing apartment makeovers before and after, with a discovery call booking" },
  { id: "coffee-roaster", text: "A specialty coffee roaster in Melbourne selling single-origin beans by subscription and wholesale" },
  { id: "tour-guide-rome", text: "A licensed tour guide in Rome offering small-group walking tours of the Colosseum and Trastevere" },
  { id: "bookshop-independent", text: "An independent bookshop in Edinburgh with staff picks, author events and a reading club" },
  { id: "musician-singer", text: "A singer-songwriter's website with the new album, tour dates, music videos and a mailing list" },
  { id: "landscape-gardener", text: "A landscape gardener in Surrey with garden design projects, maintenance plans and a quote form" },
  { id: "catering-corporate", text: "A catering company for office lunches and events in Singapore, with menus, dietary options and ordering" },
  { id: "physio-sports", text: "A sports physiotherapy clinic helping runners and footballers recover, with treatments and online booking" },
  { id: "church-community", text: "A welcoming church in Cape Town with service times, youth groups, sermons online and ways to volunteer" },
  { id: "driving-school", text: "A driving school in Birmingham with lesson packages, pass rates, instructor profiles and online booking" },
  { id: "web-agency", text: "A two-person web design agency for restaurants, with recent work, a simple process and fixed prices" },
  { id: "boat-charter-greece", text: "A sailing charter in the Greek islands offering skippered day trips and week-long yacht holidays" },
  { id: "nail-salon", text: "A nail salon in Los Angeles with a gallery of nail art, a treatment menu and walk-in times" },
  { id: "pizzeria-naples", text: "A Neapolitan pizzeria in Chicago with its wood-fired menu, the story of the founders and online ordering" },
  { id: "event-venue-barn", text: "A restored barn wedding and event venue in Vermont with capacity details, photo tours and viewing requests" },
  { id: "tutoring-maths", text: "A maths tutoring service for GCSE and A-level students, online and in person, with results and prices" },
  { id: "campsite-glamping", text: "A glamping site in the Lake District with bell tents, hot tubs, availability and a map of local walks" },
  { id: "skincare-brand", text: "A small-batch natural skincare brand selling face oils and balms online, with ingredients explained" },
  { id: "food-blog-recipes", text: "A food blog of quick weeknight recipes from a busy parent, with a recipe index and a newsletter" },
  { id: "startup-climate", text: "A climate-tech startup turning food waste into fertiliser, with the problem, the product and investor contact" },
  { id: "moving-company", text: "A moving company in Denver with instant quotes, packing services and reviews from recent moves" },
  { id: "art-gallery", text: "A contemporary art gallery in Mexico City with current exhibitions, represented artists and opening nights" },
  { id: "farm-shop", text: "A family farm shop in Somerset selling free-range eggs, seasonal veg and Sunday roast boxes" },
  { id: "gym-community", text: "A community gym in Glasgow with strength classes, open gym hours, memberships and a beginner programme" },
  { id: "travel-blog", text: "A travel blog about slow travel through South America, with itineraries, budgets and a photo journal" },
  { id: "sports-club-kids", text: "A youth football club in Lyon with teams by age, training times, fixtures and how to join" },
  { id: "auto-repair", text: "An independent car garage in Dublin for servicing, NCT repairs and tyres, with honest fixed prices" },
  { id: "handmade-jewelry", text: "A jewellery designer selling handmade silver rings and earrings online, with custom engagement rings" },
];

/**
 * `count` distinct ideas chosen by the seed: the same seed always gives the same ideas in the same
 * order (SSR and hydration agree), and each new conversation passes a new seed to get a fresh set.
 */
export function pickIdeas(seed: number, count: number = SUGGESTED_IDEAS_COUNT): Idea[] {
  const wanted = Math.max(0, Math.min(IDEAS.length, Math.floor(Number.isFinite(count) ? count : 0)));
  const random = mulberry32(Number.isFinite(seed) ? Math.trunc(seed) : 0);
  const order = IDEAS.map((_, i) => i);
  // Partial Fisher–Yates: only the first `wanted` positions need shuffling.
  for (let i = 0; i < wanted; i++) {
    const j = i + Math.floor(random() * (order.length - i));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order.slice(0, wanted).map((index) => IDEAS[index] as Idea);
}

