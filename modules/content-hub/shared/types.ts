// The Content hub's API shapes (spec/modules.md §3; issue 16): what the API returns and the client
// reads, as the schemas of the answers (modules/content-hub/contracts.ts); each type is its
// schema's output. Dates are ISO strings. No server imports.
import * as z from "@/lib/zod";
import { moduleInfoSchema } from "@/lib/modules/types";
import { isoDate, urlOf, type Page } from "@/lib/contracts/endpoint";
import { readFile } from "@/lib/contracts/files";
import { WEBHOOK_DELIVERY_STATUSES, type WebhookAttempt } from "@/lib/webhooks/types";
import { webhookAttemptSchema } from "@/lib/webhooks/schemas";

export const CONTENT_HUB_TAG = "ContentHub";
export const CONTENT_TYPES = ["blog", "product"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Untitled drafts (spec §2 /content-hub/{moduleId}/new). */
export const UNTITLED_POST = "Untitled Document";
export const UNTITLED_POST_CONTENT = "<p>Start writing your post here...</p>";
export const UNTITLED_PRODUCT = "Untitled Product";

export const PRODUCT_IMAGES_MAX = 8;
export const TAGS_MAX = 30;
export const CONTENT_PAGE_SIZE = 20;
export const PUBLIC_PAGE_SIZE_MAX = 100;

export const SECTION_KINDS = ["features", "specifications", "downloads"] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/** One item of a custom field section (features: a title; specifications: a value; downloads: a link or a file). */
export const sectionItemSchema = z.object({
  title: z.string(),
  /** specifications */
  value: z.optional(z.string()),
  /** downloads: a link or an uploaded file */
  contentType: z.optional(z.enum(["link", "file"])),
  link: z.optional(z.string()),
  file: z.optional(z.string()),
});
export type SectionItem = z.output<typeof sectionItemSchema>;

/** One custom field section of a product (its items as the section kind keeps them). */
export const sectionSchema = z.object({
  section: z.enum(SECTION_KINDS),
  title: z.string(),
  items: z.array(sectionItemSchema),
});
export type CustomFieldSection = z.output<typeof sectionSchema>;

export const categoryRefSchema = z.object({ id: z.string(), name: z.string() });
export type CategoryRef = z.output<typeof categoryRefSchema>;

export const creatorSchema = z.object({ id: z.string(), name: z.string() });
export type Creator = z.output<typeof creatorSchema>;

export const postItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  isPublished: z.boolean(),
  publishedAt: z.nullable(isoDate),
  updatedAt: isoDate,
  creator: z.nullable(creatorSchema),
  categories: z.array(categoryRefSchema),
  tags: z.array(z.string()),
  coverImgUrl: z.nullable(z.string()),
});
export type PostItem = z.output<typeof postItemSchema>;

export const postSchema = z.extend(postItemSchema, {
  content: z.string(),
  createdAt: isoDate,
});
export type Post = z.output<typeof postSchema>;

export const productItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  isPublished: z.boolean(),
  publishedAt: z.nullable(isoDate),
  updatedAt: isoDate,
  creator: z.nullable(creatorSchema),
  categories: z.array(categoryRefSchema),
  price: z.number(),
  currency: z.string(),
  isAvailable: z.boolean(),
  stock: z.number(),
  mediaUrls: z.array(z.string()),
});
export type ProductItem = z.output<typeof productItemSchema>;

export const productSchema = z.extend(productItemSchema, {
  description: z.string(),
  tags: z.array(z.string()),
  metadata: z.object({ customFields: z.array(sectionSchema) }),
  createdAt: isoDate,
});
export type Product = z.output<typeof productSchema>;

/** A category and its sub-tree. */
export const categoryNodeSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  isActive: z.boolean(),
  contentType: z.enum(CONTENT_TYPES),
  parent: z.nullable(z.string()),
  media: z.array(z.object({ key: z.string() })),
  get children() {
    return z.array(categoryNodeSchema);
  },
});
export type CategoryNode = z.output<typeof categoryNodeSchema>;

/** 409 body of a blocked category deletion: the content that uses it, so the UI can link it. */
export const categoryInUseSchema = z.object({
  count: z.number(),
  contentType: z.enum(CONTENT_TYPES),
  items: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type CategoryInUse = z.output<typeof categoryInUseSchema>;

/** The answer of POST …/upload: `fileKey` is what content stores ('/' + the storage key). */
export const contentUploadSchema = z.object({
  fileKey: z.string(),
  url: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
  /** Downloads: the extension of the type found in the bytes (images: absent). */
  ext: z.optional(z.string()),
  /** Images: the web-sized variant (what the rich text shows). */
  web: z.nullable(z.object({ fileKey: z.string(), url: z.string(), width: z.number(), height: z.number() })),
});
export type ContentUpload = z.output<typeof contentUploadSchema>;

/** Where a stored file key ('/' + `<workspaceId>/<id>.<ext>`) is served to the workspace's members. */
export const contentFileUrl = (fileKey: string) => urlOf(readFile, { key: fileKey.replace(/^\//, "") });

/** Uploads are refused from this size on (spec §5, §9). */
export const CONTENT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const contentHubInfoSchema = moduleInfoSchema;
export type ContentHubInfo = z.output<typeof contentHubInfoSchema>;

export const domainInfoSchema = z.object({
  id: z.string(),
  domain: z.string(),
  /** The key's last 4 characters (the key itself is shown once). */
  apiKeyLast4: z.string(),
  developerMode: z.boolean(),
  active: z.boolean(),
  updatedAt: isoDate,
});
export type DomainInfo = z.output<typeof domainInfoSchema>;

/**
 * What the list page renders with (getContentListPage): the blog tab's first page, unsearched
 * (GET …/blogs), and the connected domain (GET …/domain: the Developer mode switch and panel).
 */
export interface ContentListFirstData {
  posts: Page<PostItem>;
  domains: DomainInfo[];
}

export const domainWithKeySchema = z.extend(domainInfoSchema, {
  /** Only in the answer that created or rotated it. */
  apiKey: z.nullable(z.string()),
});
export type DomainWithKey = z.output<typeof domainWithKeySchema>;

export const WEBHOOK_EVENTS = ["published", "unpublished", "updated", "deleted"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const webhookInfoSchema = z.object({
  id: z.string(),
  url: z.string(),
  enabled: z.boolean(),
  /** Only in the answer that created or rotated it. */
  secret: z.nullable(z.string()),
});
export type WebhookInfo = z.output<typeof webhookInfoSchema>;

export type { WebhookAttempt };

export { WEBHOOK_DELIVERY_STATUSES };

export const webhookDeliveryItemSchema = z.object({
  id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.array(webhookAttemptSchema),
  createdAt: isoDate,
  deliveredAt: z.nullable(isoDate),
});
export type WebhookDeliveryItem = z.output<typeof webhookDeliveryItemSchema>;

/**
 * An event's `data` in the body a webhook receives, `{type: "content.<post|product>.<event>",
 * timestamp, data}`, signed with Standard Webhooks (`webhook-id` is `id`).
 */
export interface WebhookPayload {
  id: string;
  event: WebhookEvent;
  moduleId: string;
  contentType: ContentType;
  contentId: string;
  slug: string;
  occurredAt: string;
}

/** A category as the public API names it on content. */
const publicCategoryRefSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });

/** What the public API returns. */
export const publicPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  coverImgUrl: z.nullable(z.string()),
  categories: z.array(publicCategoryRefSchema),
  publishedAt: isoDate,
  updatedAt: isoDate,
});
export type PublicPost = z.output<typeof publicPostSchema>;

export const publicProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  isAvailable: z.boolean(),
  stock: z.number(),
  tags: z.array(z.string()),
  mediaUrls: z.array(z.string()),
  customFields: z.array(sectionSchema),
  categories: z.array(publicCategoryRefSchema),
  publishedAt: isoDate,
  updatedAt: isoDate,
});
export type PublicProduct = z.output<typeof publicProductSchema>;

/** A post in the public list (without its body). */
export const publicPostSummarySchema = z.omit(publicPostSchema, { content: true });
export type PublicPostSummary = z.output<typeof publicPostSummarySchema>;

/** A product in the public list (without its custom fields). */
export const publicProductSummarySchema = z.omit(publicProductSchema, { customFields: true });
export type PublicProductSummary = z.output<typeof publicProductSummarySchema>;
