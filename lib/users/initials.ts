/**
 * A person's initials and colour as Mantine's `<Avatar name color="initials">` draws them, for
 * places that draw an avatar as plain markup (the board's cards): the same person keeps the same
 * letters and colour on a card as in every Mantine avatar of the suite. Mantine does not export
 * these two helpers, so they follow its rule (first letters of up to two words; a hash of the
 * name over its eleven colours).
 */
const INITIALS_COLORS = [
  "blue",
  "cyan",
  "grape",
  "green",
  "indigo",
  "lime",
  "orange",
  "pink",
  "red",
  "teal",
  "violet",
] as const;

export type InitialsColor = (typeof INITIALS_COLORS)[number];

export function initials(name: string): string {
  const words = name.split(" ");
  if (words.length === 1) return name.slice(0, 2).toUpperCase();
  return words
    .map((word) => word[0])
    .slice(0, 2)
    .join("")
    .toUpperCase();
}

export function initialsColor(name: string): InitialsColor {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) {
    hash = (hash << 5) - hash + name.charCodeAt(i);
    hash |= 0;
  }
  return INITIALS_COLORS[Math.abs(hash) % INITIALS_COLORS.length]!;
}
