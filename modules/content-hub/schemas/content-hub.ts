// Inputs of the Content hub's API (issue 16; spec/modules.md §3, §5, §7). Messages are keys of
// messages/*.json (validation.*).
import * as z from "@/lib/zod";
import {
  CONTENT_TYPES,
  PRODUCT_IMAGES_MAX,
  PUBLIC_PAGE_SIZE_MAX,
  SECTION_KINDS,
  TAGS_MAX,
  type CustomFieldSection,
} from "@/modules/content-hub/shared/types";
import { domainProblem } from "@/modules/content-hub/shared/domain";
import { hasAtMostCents, isCurrencyCode } from "@/lib/money";
import { idSchema } from "@/lib/schemas/common";
import { memberIdSchema } from "@/lib/schemas/members";

export const TITLE_MAX = 200;
export const CONTENT_MAX = 500_000;
export const DESCRIPTION_MAX = 20_000;
export const TAG_MAX = 50;
export const CATEGORY_NAME_MAX = 100;
export const SECTIONS_MAX = 30;
export const SECTION_ITEMS_MAX = 100;
export const PRICE_MAX = 1_000_000_000;
export const STOCK_MAX = 1_000_000_000;
export const SEARCH_MAX = 100;

export const chModuleParamsSchema = z.object({ moduleId: memberIdSchema });
export const postParamsSchema = z.object({ moduleId: memberIdSchema, blogId: memberIdSchema });
export const productParamsSchema = z.object({ moduleId: memberIdSchema, productId: memberIdSchema });
export const categoryParamsSchema = z.object({ moduleId: memberIdSchema, categoryId: memberIdSchema });
export const domainParamsSchema = z.object({ moduleId: memberIdSchema, domainId: memberIdSchema });
export const chDeliveryParamsSchema = z.object({ moduleId: memberIdSchema, deliveryId: memberIdSchema });

/** A stored file key as the client keeps it: '/' + `<workspaceId>/<id>.<ext>`. */
export const fileKeySchema = z
  .string({ error: "validation.fileKeyInvalid" })
  .check(z.regex(/^\/[0-9a-f]{24}\/[0-9a-f]{24}\.[a-z0-9]{2,5}$/, "validation.fileKeyInvalid"));

const text = (max: number, message: string) => z.string({ error: message }).check(z.maxLength(max, message));

const titleSchema = z
  .string({ error: "validation.contentTitleRequired" })
  .check(
    z.trim(),
    z.minLength(1, "validation.contentTitleRequired"),
    z.maxLength(TITLE_MAX, "validation.contentTitleTooLong"),
  );

const tagsSchema = z.pipe(
  z
    .array(
      z
        .string({ error: "validation.contentTagInvalid" })
        .check(
          z.trim(),
          z.minLength(1, "validation.contentTagInvalid"),
          z.maxLength(TAG_MAX, "validation.contentTagInvalid"),
        ),
      { error: "validation.contentTagInvalid" },
    )
    .check(z.maxLength(TAGS_MAX, "validation.contentTagsTooMany")),
  z.transform((tags: string[]) => [...new Set(tags)]),
);

const categoryIdsSchema = z.pipe(
  z.array(idSchema, { error: "validation.invalidId" }).check(z.maxLength(50, "validation.invalidId")),
  z.transform((ids: string[]) => [...new Set(ids)]),
);

// ---- posts ---------------------------------------------------------------------------------------

/** POST: an untitled draft, or one with its fields (Ask AI's Create post). */
export const createPostSchema = z.object({
  title: z.optional(titleSchema),
  content: z.optional(text(CONTENT_MAX, "validation.contentTooLong")),
  categories: z.optional(categoryIdsSchema),
  tags: z.optional(tagsSchema),
});
export type CreatePostInput = z.infer<typeof createPostSchema>;

/** PATCH: any of the information form's fields, or the body alone (the editor's autosave). */
export const updatePostSchema = z.object({
  title: z.optional(titleSchema),
  content: z.optional(text(CONTENT_MAX, "validation.contentTooLong")),
  categories: z.optional(categoryIdsSchema),
  tags: z.optional(tagsSchema),
  coverImgUrl: z.optional(z.nullable(fileKeySchema)),
});

export type UpdatePostInput = z.infer<typeof updatePostSchema>;

// ---- products ------------------------------------------------------------------------------------

export const MESSAGE_SECTION_TITLE = "validation.sectionTitleRequired";

/** A download item's link: 'Invalid url' when empty, 'Invalid URL' when it does not parse. */
const downloadLinkSchema = z.string({ error: "validation.downloadLinkRequired" }).check(
  z.trim(),
  z.minLength(1, { message: "validation.downloadLinkRequired", abort: true }),
  z.maxLength(2_000, "validation.downloadLinkInvalid"),
  z.refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" || url.protocol === "http:";
    } catch {
      return false;
    }
  }, "validation.downloadLinkInvalid"),
);

const itemTitle = z
  .string({ error: "validation.sectionItemTitleRequired" })
  .check(
    z.trim(),
    z.minLength(1, "validation.sectionItemTitleRequired"),
    z.maxLength(TITLE_MAX, "validation.sectionItemTitleRequired"),
  );

const featureItem = z.object({ title: itemTitle });
const specificationItem = z.object({
  title: itemTitle,
  value: z
    .string({ error: "validation.sectionValueRequired" })
    .check(
      z.trim(),
      z.minLength(1, "validation.sectionValueRequired"),
      z.maxLength(1_000, "validation.sectionValueRequired"),
    ),
});
const downloadItem = z.discriminatedUnion(
  "contentType",
  [
    z.object({ title: itemTitle, contentType: z.literal("link"), link: downloadLinkSchema }),
    z.object({ title: itemTitle, contentType: z.literal("file"), file: fileKeySchema }),
  ],
  { error: "validation.downloadTypeInvalid" },
);

const sectionTitle = z
  .string({ error: MESSAGE_SECTION_TITLE })
  .check(z.trim(), z.minLength(1, MESSAGE_SECTION_TITLE), z.maxLength(TITLE_MAX, MESSAGE_SECTION_TITLE));
const items = <T extends z.core.$ZodType>(item: T) =>
  z
    .array(item, { error: "validation.sectionItemsInvalid" })
    .check(z.maxLength(SECTION_ITEMS_MAX, "validation.sectionItemsInvalid"));

/** One custom field section (spec §3, §5); the UI's isOpen/isSaved are not stored. */
export const customFieldSectionSchema = z.discriminatedUnion(
  "section",
  [
    z.object({ section: z.literal("features"), title: sectionTitle, items: items(featureItem) }),
    z.object({ section: z.literal("specifications"), title: sectionTitle, items: items(specificationItem) }),
    z.object({ section: z.literal("downloads"), title: sectionTitle, items: items(downloadItem) }),
  ],
  { error: "validation.sectionKindInvalid" },
);

export const customFieldsSchema = z.pipe(
  z
    .array(customFieldSectionSchema, { error: "validation.sectionsInvalid" })
    .check(z.maxLength(SECTIONS_MAX, "validation.sectionsInvalid")),
  z.transform((sections) => sections as CustomFieldSection[]),
);

export { SECTION_KINDS };

const priceSchema = z
  .number({ error: "validation.priceInvalid" })
  .check(
    z.gte(0, "validation.priceInvalid"),
    z.lte(PRICE_MAX, "validation.priceInvalid"),
    z.refine(hasAtMostCents, "validation.priceInvalid"),
  );
const stockSchema = z
  .number({ error: "validation.stockInvalid" })
  .check(
    z.int("validation.stockInvalid"),
    z.gte(0, "validation.stockInvalid"),
    z.lte(STOCK_MAX, "validation.stockInvalid"),
  );
/** An ISO 4217 code (the time tracker's rule), upper case. */
const currencySchema = z.pipe(
  z.string({ error: "validation.currencyInvalid" }).check(z.trim(), z.toUpperCase()),
  z.string().check(z.refine(isCurrencyCode, "validation.currencyInvalid")),
);
const mediaUrlsSchema = z
  .array(fileKeySchema, { error: "validation.fileKeyInvalid" })
  .check(z.maxLength(PRODUCT_IMAGES_MAX, "validation.productImagesTooMany"));
const metadataSchema = z.object({ customFields: z.optional(customFieldsSchema) });

const productFields = {
  name: z.optional(titleSchema),
  description: z.optional(text(DESCRIPTION_MAX, "validation.contentTooLong")),
  currency: z.optional(currencySchema),
  isAvailable: z.optional(z.boolean({ error: "validation.invalidInput" })),
  price: z.optional(priceSchema),
  stock: z.optional(stockSchema),
  tags: z.optional(tagsSchema),
  categories: z.optional(categoryIdsSchema),
  mediaUrls: z.optional(mediaUrlsSchema),
  metadata: z.optional(metadataSchema),
};

export const createProductSchema = z.object(productFields);
export const updateProductSchema = z.object(productFields);
export type UpdateProductInput = z.infer<typeof updateProductSchema>;

// ---- lists ---------------------------------------------------------------------------------------

const searchSchema = z.optional(
  z.string().check(z.trim(), z.maxLength(SEARCH_MAX, "validation.contentSearchTooLong")),
);

export const listQuerySchema = z.object({
  q: searchSchema,
  cursor: z.optional(z.string()),
  category: z.optional(idSchema),
  tag: z.optional(z.string().check(z.trim(), z.maxLength(TAG_MAX, "validation.contentTagInvalid"))),
  published: z.optional(z.enum(["true", "false"], { error: "validation.invalidInput" })),
});

export const publicListQuerySchema = z.object({
  q: searchSchema,
  cursor: z.optional(z.string()),
  category: z.optional(z.string().check(z.maxLength(100, "validation.invalidInput"))),
  tag: z.optional(z.string().check(z.trim(), z.maxLength(TAG_MAX, "validation.contentTagInvalid"))),
  limit: z._default(
    z.coerce
      .number({ error: "validation.contentLimitInvalid" })
      .check(
        z.int("validation.contentLimitInvalid"),
        z.gte(1, "validation.contentLimitInvalid"),
        z.lte(PUBLIC_PAGE_SIZE_MAX, "validation.contentLimitInvalid"),
      ),
    20,
  ),
});

// ---- categories ----------------------------------------------------------------------------------

const contentTypeSchema = z.enum(CONTENT_TYPES, { error: "validation.contentTypeInvalid" });
const categoryName = z
  .string({ error: "validation.categoryNameRequired" })
  .check(
    z.trim(),
    z.minLength(1, "validation.categoryNameRequired"),
    z.maxLength(CATEGORY_NAME_MAX, "validation.categoryNameTooLong"),
  );
const mediaSchema = z
  .array(z.object({ key: fileKeySchema }), { error: "validation.fileKeyInvalid" })
  .check(z.maxLength(1, "validation.fileKeyInvalid"));

/** POST …/categories: the slug is always derived from the name (a sent one is ignored). */
export const createCategorySchema = z.object({
  name: categoryName,
  contentType: contentTypeSchema,
  isActive: z.optional(z.boolean({ error: "validation.invalidInput" })),
  parent: z.optional(z.nullable(idSchema)),
  media: z.optional(mediaSchema),
});

/** PATCH …/categories/{id}: {name, media} (rename, image) or {parent} (a drag). */
export const updateCategorySchema = z.object({
  name: z.optional(categoryName),
  media: z.optional(mediaSchema),
  isActive: z.optional(z.boolean({ error: "validation.invalidInput" })),
  parent: z.optional(z.nullable(idSchema)),
});

export const categoryTreeQuerySchema = z.object({ contentType: contentTypeSchema });

// ---- uploads, public files -----------------------------------------------------------------------

/** POST …/upload?kind=image|download. */
export const uploadQuerySchema = z.object({
  kind: z._default(z.enum(["image", "download"], { error: "validation.contentUploadKind" }), "image"),
});

/**
 * GET /public/content-hub/{moduleId}/files/{key}: the module and the file's storage key (a catch-all,
 * its segments joined with '/').
 */
export const publicFileParamsSchema = z.object({
  moduleId: idSchema,
  key: z.string().check(z.minLength(1)),
});

// ---- domain, API key, webhook --------------------------------------------------------------------

export const domainSchema = z.string({ error: "validation.apiAddressRequired" }).check(
  z.superRefine((value, ctx) => {
    const problem = domainProblem(value);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: value });
  }),
);

export const createDomainSchema = z.object({
  domain: domainSchema,
  developerMode: z.optional(z.boolean({ error: "validation.invalidInput" })),
  active: z.optional(z.boolean({ error: "validation.invalidInput" })),
});

export const updateDomainSchema = z.object({
  domain: z.optional(domainSchema),
  developerMode: z.optional(z.boolean({ error: "validation.invalidInput" })),
  active: z.optional(z.boolean({ error: "validation.invalidInput" })),
  /** A new API key, shown once in the answer; the old one stops working at once. */
  rotateKey: z.optional(z.boolean({ error: "validation.invalidInput" })),
});

export { putWebhookSchema, webhookUrlSchema } from "@/lib/schemas/webhooks";

/** GET …/webhook/deliveries?cursor=. */
export const deliveriesQuerySchema = z.object({ cursor: z.optional(z.string()) });
