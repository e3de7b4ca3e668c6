// The Content hub's API contract (spec/modules.md §3; issue 16): what the API returns and the
// client reads. No server imports.

import type { WebhookAttempt } from "@/lib/webhooks/types";

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

export interface SectionItem {
  title: string;
  /** specifications */
  value?: string;
  /** downloads: a link or an uploaded file */
  contentType?: "link" | "file";
  link?: string;
  file?: string;
}

export interface CustomFieldSection {
  section: SectionKind;
  title: string;
  items: SectionItem[];
}

export interface CategoryRef {
  id: string;
  name: string;
}

export interface Creator {
  id: string;
  name: string;
}

export interface PostItem {
  id: string;
  title: string;
  slug: string;
  isPublished: boolean;
  publishedAt: string | null;
  updatedAt: string;
  creator: Creator | null;
  categories: CategoryRef[];
  tags: string[];
  coverImgUrl: string | null;
}

export interface Post extends PostItem {
  content: string;
  createdAt: string;
}

export interface ProductItem {
  id: string;
  name: string;
  slug: string;
  isPublished: boolean;
  publishedAt: string | null;
  updatedAt: string;
  creator: Creator | null;
  categories: CategoryRef[];
  price: number;
  currency: string;
  isAvailable: boolean;
  stock: number;
  mediaUrls: string[];
}

export interface Product extends ProductItem {
  description: string;
  tags: string[];
  metadata: { customFields: CustomFieldSection[] };
  createdAt: string;
}

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

export interface CategoryNode {
  id: string;
  name: string;
  slug: string;
  isActive: boolean;
  contentType: ContentType;
  parent: string | null;
  media: { key: string }[];
  children: CategoryNode[];
}

/** 409 body of a blocked category deletion: the content that uses it, so the UI can link it. */
export interface CategoryInUse {
  count: number;
  contentType: ContentType;
  items: { id: string; name: string }[];
}

/** The answer of POST …/upload: `fileKey` is what content stores ('/' + the storage key). */
export interface ContentUpload {
  fileKey: string;
  url: string;
  name: string;
  size: number;
  contentType: string;
  /** Images: the web-sized variant (what the rich text shows). */
  web: { fileKey: string; url: string; width: number; height: number } | null;
}

/** Where a stored file key ('/' + `<workspaceId>/<id>.<ext>`) is served to the workspace's members. */
export const contentFileUrl = (fileKey: string) => `/api/v1/files${fileKey}`;

/** Uploads are refused from this size on (spec §5, §9). */
export const CONTENT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export interface ContentHubInfo {
  id: string;
  name: string;
  project: { id: string; name: string } | null;
  access: { read: boolean; add: boolean; edit: boolean; delete: boolean; manage: boolean };
}

export interface DomainInfo {
  id: string;
  domain: string;
  /** The key's last 4 characters (the key itself is shown once). */
  apiKeyLast4: string;
  developerMode: boolean;
  active: boolean;
  updatedAt: string;
}

export interface DomainWithKey extends DomainInfo {
  /** Only in the answer that created or rotated it. */
  apiKey: string | null;
}

export const WEBHOOK_EVENTS = ["published", "unpublished", "updated", "deleted"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export interface WebhookInfo {
  id: string;
  url: string;
  enabled: boolean;
  /** Only in the answer that created or rotated it. */
  secret: string | null;
}

export type { WebhookAttempt };

export interface WebhookDeliveryItem {
  id: string;
  event: WebhookEvent;
  status: "queued" | "sent" | "failed";
  attempts: WebhookAttempt[];
  createdAt: string;
  deliveredAt: string | null;
}

/** The body a webhook receives (signed: `x-suite-signature: t=…,v1=HMAC-SHA256(secret, "t.body")`). */
export interface WebhookPayload {
  id: string;
  event: WebhookEvent;
  moduleId: string;
  contentType: ContentType;
  contentId: string;
  slug: string;
  occurredAt: string;
}

/** What the public API returns. */
export interface PublicPost {
  id: string;
  title: string;
  slug: string;
  content: string;
  tags: string[];
  coverImgUrl: string | null;
  categories: { id: string; name: string; slug: string }[];
  publishedAt: string;
  updatedAt: string;
}

export interface PublicProduct {
  id: string;
  name: string;
  slug: string;
  description: string;
  price: number;
  currency: string;
  isAvailable: boolean;
  stock: number;
  tags: string[];
  mediaUrls: string[];
  customFields: CustomFieldSection[];
  categories: { id: string; name: string; slug: string }[];
  publishedAt: string;
  updatedAt: string;
}
