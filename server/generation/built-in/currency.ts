import { normaliseText } from "@core/chat/classify-business";

// Prices in the built-in copy are written with "$" and shown in the currency the location suggests.
// A guess from a short list of places: the owner edits prices anyway, and a wrong sign is easy to fix.
const POUND = ["uk", "united kingdom", "england", "scotland", "wales", "northern ireland", "london", "manchester", "birmingham", "leeds", "glasgow", "edinburgh", "bristol", "liverpool", "brighton", "cardiff", "belfast", "oxford", "cambridge", "york", "bath", "newcastle", "sheffield", "nottingham", "leicester", "cornwall", "devon", "kent", "yorkshire"];
const EURO = ["portugal", "spain", "france", "germany", "italy", "ireland", "netherlands", "belgium", "austria", "finland", "greece", "luxembourg", "slovakia", "slovenia", "estonia", "latvia", "lithuania", "malta", "cyprus", "croatia", "lisbon", "porto", "madrid", "barcelona", "valencia", "seville", "paris", "lyon", "marseille", "bordeaux", "nice", "berlin", "munich", "hamburg", "cologne", "frankfurt", "rome", "milan", "naples", "florence", "venice", "turin", "bologna", "dublin", "cork", "galway", "amsterdam", "rotterdam", "utrecht", "brussels", "antwerp", "ghent", "vienna", "helsinki", "athens", "europe", "algarve", "mallorca", "ibiza", "tuscany", "provence", "bavaria", "sicily"];
const OTHER: [string, readonly string[]][] = [
  ["CHF ", ["switzerland", "zurich", "geneva", "basel", "bern", "lausanne"]],
  ["₹", ["india", "mumbai", "delhi", "bangalore", "bengaluru", "chennai", "hyderabad", "kolkata", "pune"]],
  ["¥", ["japan", "tokyo", "osaka", "kyoto"]],
  ["R$", ["brazil", "brasil", "sao paulo", "rio de janeiro"]],
  ["kr ", ["sweden", "norway", "denmark", "stockholm", "oslo", "copenhagen", "gothenburg"]],
  ["zł ", ["poland", "warsaw", "krakow"]],
];

function has(words: string, places: readonly string[]): boolean {
  return places.some((place) => ` ${words} `.includes(` ${place} `));
}

/** The currency sign for prices at this location; "$" when the location says nothing we know. */
export function currencyFor(location: string): string {
  const words = normaliseText(location);
  if (words === "") return "$";
  if (has(words, POUND)) return "£";
  if (has(words, EURO)) return "€";
  for (const [sign, places] of OTHER) if (has(words, places)) return sign;
  return "$";
}

/** Currencies whose prices read like ours (a few units to a few hundred); for others the copy shows no prices. */
const LIKE_DOLLARS = new Set(["$", "€", "£", "CHF "]);

/** A price written like "$12" or "from $45", in the site's sign ("€12", "CHF 12"); "" where our numbers would mislead (yen, rupees). */
export function localPrice(price: string, currency: string): string {
  if (!price.includes("$")) return price;
  return LIKE_DOLLARS.has(currency) ? price.replace(/\$/g, currency) : "";
}
