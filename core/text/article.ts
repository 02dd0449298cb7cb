// "a" or "an" before an English word or phrase, by how its first sound is said, not by its first letter.

/** Starts said with a vowel although written with a consonant: a silent h, or letters read out ("an MBA"). */
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir|mot\b|mba\b)/i;
/** Starts said with a consonant although written with a vowel: "you" (unique, user, usual, urology), "wun" (one), "yoo" (Europe). */
const CONSONANT_SOUND = /^(?:u(?:ni|se|sa|su|ro)|one\b|eu)/i;

/** "a" or "an" for the phrase that follows it: "an hour", "a one-stop shop", "a European bakery", "an apple". */
export function article(phrase: string): "a" | "an" {
  const word = phrase.trim();
  if (VOWEL_SOUND.test(word)) return "an";
  if (CONSONANT_SOUND.test(word)) return "a";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}
