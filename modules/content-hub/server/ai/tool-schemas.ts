import "server-only";
import { z } from "zod";
import { argumentsParser } from "@/lib/server/ai/tool-kit";

// The arguments of a content hub's tools (tools.ts), validated with zod before any read; the JSON
// Schema the model is sent is generated from the same schemas.

const id = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{24}$/)
    .toLowerCase()
    .describe(`The ${what}'s id (24 hexadecimal characters, from a search result)`);
const search = (what: string) =>
  z.strictObject({
    query: z.string().trim().max(200).optional().describe(`Words of the ${what} (blank: the latest)`),
    state: z.enum(["published", "draft"]).optional(),
    limit: z.number().int().min(1).max(20).optional(),
  });

export const hubToolSchemas = {
  search_posts: search("post's title or a tag"),
  get_post: z.strictObject({ id: id("post") }),
  search_products: search("product's name or a tag"),
  get_product: z.strictObject({ id: id("product") }),
  list_categories: z.strictObject({ contentType: z.enum(["blog", "product"]).optional() }),
  content_summary: z.strictObject({}),
  draft_post: z.strictObject({
    topic: z.string().trim().min(1).max(200).describe("What the post is about, in the person's words"),
  }),
  draft_product_description: z.strictObject({
    product: z.string().trim().min(1).max(200).describe("The product's id or name"),
  }),
} as const;

export type HubToolName = keyof typeof hubToolSchemas;

/** Validated arguments of a tool call (AiToolArgumentsError lists what is wrong). */
export const parseHubToolArguments = argumentsParser(hubToolSchemas);
