// The drafts a content hub's assistant writes as ```json blocks (issue 16 Ask AI): a blog post to
// create, or a product description to use. Validated before a card offers Create post / Use this
// description; what they become is then validated again by the hub's own schemas (content-hub.ts).
import * as z from "@/lib/zod";
import { TAGS_MAX } from "@/modules/content-hub/shared/types";
import { idSchema } from "@/lib/schemas/common";
import { CATEGORY_NAME_MAX, DESCRIPTION_MAX, TAG_MAX, TITLE_MAX } from "./content-hub";

const draftText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** The most headed sections and prompts per section a post outline holds. */
export const OUTLINE_SECTIONS_MAX = 12;
export const OUTLINE_POINTS_MAX = 12;
export const EXCERPT_MAX = 500;

export const postOutlineSchema = z.object({
  intro: z.optional(draftText(2_000)),
  sections: z
    .array(
      z.object({
        heading: draftText(TITLE_MAX),
        points: z._default(z.array(draftText(1_000)).check(z.maxLength(OUTLINE_POINTS_MAX)), []),
      }),
    )
    .check(z.maxLength(OUTLINE_SECTIONS_MAX)),
});

/** A blog post draft: a title, an excerpt, tags, the hub's categories it belongs to and an outline. */
export const postDraftSchema = z.object({
  type: z.literal("post"),
  title: draftText(TITLE_MAX),
  excerpt: z.optional(draftText(EXCERPT_MAX)),
  tags: z._default(z.array(draftText(TAG_MAX)).check(z.maxLength(TAGS_MAX)), []),
  categories: z._default(
    z.array(z.object({ id: idSchema, name: draftText(CATEGORY_NAME_MAX) })).check(z.maxLength(50)),
    [],
  ),
  outline: postOutlineSchema,
});
export type PostDraft = z.infer<typeof postDraftSchema>;

/** A description for one product of the hub (by id; its name to show). */
export const productDescriptionDraftSchema = z.object({
  type: z.literal("productDescription"),
  productId: idSchema,
  product: z.optional(draftText(TITLE_MAX)),
  description: draftText(DESCRIPTION_MAX),
});
export type ProductDescriptionDraft = z.infer<typeof productDescriptionDraftSchema>;

export const contentHubDraftSchema = z.discriminatedUnion("type", [
  postDraftSchema,
  productDescriptionDraftSchema,
]);
export type ContentHubDraft = z.infer<typeof contentHubDraftSchema>;
