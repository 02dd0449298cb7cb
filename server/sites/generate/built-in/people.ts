/**
 * Testimonials are signed with a first name and an initial ("Marta S."): plausible, never a claim about a
 * real, findable person. Names from many places, because sites are made everywhere.
 */
export const FIRST_NAMES = [
  "Marta", "James", "Aisha", "Tom", "Sofia", "Daniel", "Priya", "Lucas", "Emma", "Kwame", "Hannah", "Mateo",
  "Chloe", "Omar", "Grace", "Ben", "Yuki", "Leila", "Sam", "Ines", "Noah", "Fatima", "Oliver", "Ana",
  "Ravi", "Julia", "Ethan", "Mei", "Carlos", "Zoe", "Joseph", "Amara", "Felix", "Nadia", "Luca", "Rosa",
] as const;

export const INITIALS = ["A", "B", "C", "D", "F", "G", "H", "K", "L", "M", "N", "P", "R", "S", "T", "W"] as const;
