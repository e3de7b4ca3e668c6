import { emailSchema } from "@/lib/schemas/auth";

/**
 * A pasted list of addresses (commas, semicolons, spaces or new lines between them; "Name <a@b>"
 * keeps the address): the valid ones lower-cased and once each, and the ones that are not addresses.
 */
export function parseEmailList(text: string): { valid: string[]; invalid: string[] } {
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(/[\s,;]+/)) {
    const token = raw.replace(/^<|>$/g, "").trim();
    if (!token) continue;
    const parsed = emailSchema.safeParse(token);
    if (!parsed.success) {
      if (!invalid.includes(token)) invalid.push(token);
    } else if (!valid.includes(parsed.data)) valid.push(parsed.data);
  }
  return { valid, invalid };
}
