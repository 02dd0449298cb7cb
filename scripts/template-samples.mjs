/**
 * The sample business shown in each template: one its families suit, seeds chosen for a pleasing first screen. The
 * template thumbnails (render-template-thumbnails.mjs) and the contact sheet (site-sheet.mjs) draw the same ones.
 */
export const TEMPLATE_SAMPLES = {
  "warm-editorial": { name: "Golden Crumb", kind: "BAKERY", family: "FOOD_DRINK", location: "Lisbon", seed: 7 },
  "bold-modern": { name: "Iron House", kind: "GYM", family: "HEALTH_FITNESS", location: "Austin", seed: 3 },
  "minimal-studio": { name: "Nora Lind", kind: "PHOTOGRAPHER", family: "CREATIVE", location: "Amsterdam", seed: 2 },
  "fresh-garden": { name: "Wild Stem", kind: "FLORIST", family: "RETAIL", location: "Bristol", seed: 1 },
  "classic-professional": { name: "Hartley & Moss", kind: "ACCOUNTING", family: "PROFESSIONAL", location: "Manchester", seed: 4 },
  "playful-bright": { name: "Happy Tails", kind: "DOG_WALKER", family: "PETS", location: "Portland", seed: 5 },
};
