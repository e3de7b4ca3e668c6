"use client";

// Typed calls of the Content hub's API (spec/modules.md §7 Content hub; issue 16), through its
// contracts (modules/content-hub/contracts.ts).
import { ApiError, call, hrefOf } from "@/lib/client/api";
import { endpointQuery, type QuerySpec } from "@/lib/client/query/spec";
import { uploadFile } from "@/lib/client/upload";
import type * as endpoints from "@/modules/content-hub/contracts";
import type { ContentType, ContentUpload, WebhookInfo } from "@/modules/content-hub/shared/types";
import type * as z from "@/lib/zod";
import type {
  CreatePostInput,
  UpdatePostInput,
  UpdateProductInput,
  updateProductSchema,
} from "@/modules/content-hub/schemas/content-hub";

export interface ContentListQuery {
  q?: string;
  cursor?: string | null;
  category?: string;
}

/** The list's query string values (blank ones left out). */
const listQuery = (query: ContentListQuery) => ({
  q: query.q?.trim() || undefined,
  cursor: query.cursor || undefined,
  category: query.category || undefined,
});

export interface NewCategory {
  name: string;
  contentType: ContentType;
  parent?: string | null;
  media?: { key: string }[];
}

const hub = (moduleId: string) => ({ moduleId });
const post = (moduleId: string, blogId: string) => ({ moduleId, blogId });
const product = (moduleId: string, productId: string) => ({ moduleId, productId });
const category = (moduleId: string, categoryId: string) => ({ moduleId, categoryId });

/** The hub's reads, cached by route and input (lib/client/query). */
export const contentHubQueries = {
  info: (moduleId: string) =>
    endpointQuery<typeof endpoints.getHub>("GET /api/v1/content-hub/{moduleId}", { params: hub(moduleId) }),
  posts: (moduleId: string, query: ContentListQuery = {}) =>
    endpointQuery<typeof endpoints.listPosts>("GET /api/v1/content-hub/{moduleId}/blogs", {
      params: hub(moduleId),
      query: listQuery(query),
    }),
  post: (moduleId: string, postId: string) =>
    endpointQuery<typeof endpoints.getPost>("GET /api/v1/content-hub/{moduleId}/blogs/{blogId}", {
      params: post(moduleId, postId),
    }),
  products: (moduleId: string, query: ContentListQuery = {}) =>
    endpointQuery<typeof endpoints.listProducts>("GET /api/v1/content-hub/{moduleId}/products", {
      params: hub(moduleId),
      query: listQuery(query),
    }),
  product: (moduleId: string, productId: string) =>
    endpointQuery<typeof endpoints.getProduct>("GET /api/v1/content-hub/{moduleId}/products/{productId}", {
      params: product(moduleId, productId),
    }),
  categoryTree: (moduleId: string, contentType: ContentType) =>
    endpointQuery<typeof endpoints.categoryTree>("GET /api/v1/content-hub/{moduleId}/categories/tree", {
      params: hub(moduleId),
      query: { contentType },
    }),
  domains: (moduleId: string) =>
    endpointQuery<typeof endpoints.listDomains>("GET /api/v1/content-hub/{moduleId}/domain", {
      params: hub(moduleId),
    }),
  /** The webhook on publish, null when there is none (the API's 404). */
  webhook: (moduleId: string): QuerySpec<WebhookInfo | null> => {
    const query = endpointQuery<typeof endpoints.getWebhook>("GET /api/v1/content-hub/{moduleId}/webhook", {
      params: hub(moduleId),
    });
    return {
      ...query,
      fetch: (signal) =>
        query.fetch(signal).catch((cause: unknown) => {
          if (cause instanceof ApiError && cause.status === 404) return null;
          throw cause;
        }),
    };
  },
  deliveries: (moduleId: string, cursor: string | null) =>
    endpointQuery<typeof endpoints.listDeliveries>("GET /api/v1/content-hub/{moduleId}/webhook/deliveries", {
      params: hub(moduleId),
      query: { cursor: cursor ?? undefined },
    }),
};

export const contentHubApi = {
  createPost: (moduleId: string, body: CreatePostInput = {}) =>
    call<typeof endpoints.createPost>("POST /api/v1/content-hub/{moduleId}/blogs", {
      params: hub(moduleId),
      body,
    }),
  updatePost: (moduleId: string, postId: string, body: UpdatePostInput) =>
    call<typeof endpoints.updatePost>("PATCH /api/v1/content-hub/{moduleId}/blogs/{blogId}", {
      params: post(moduleId, postId),
      body,
    }),
  publishPost: (moduleId: string, postId: string) =>
    call<typeof endpoints.publishPost>("POST /api/v1/content-hub/{moduleId}/blogs/{blogId}/publish", {
      params: post(moduleId, postId),
    }),
  unpublishPost: (moduleId: string, postId: string) =>
    call<typeof endpoints.unpublishPost>("POST /api/v1/content-hub/{moduleId}/blogs/{blogId}/unpublish", {
      params: post(moduleId, postId),
    }),
  deletePost: (moduleId: string, postId: string) =>
    call<typeof endpoints.deletePost>("DELETE /api/v1/content-hub/{moduleId}/blogs/{blogId}", {
      params: post(moduleId, postId),
    }),

  createProduct: (moduleId: string) =>
    call<typeof endpoints.createProduct>("POST /api/v1/content-hub/{moduleId}/products", {
      params: hub(moduleId),
      body: {},
    }),
  /** The editor's sections are sent as it keeps them; the server checks each kind's items. */
  updateProduct: (moduleId: string, productId: string, body: UpdateProductInput) =>
    call<typeof endpoints.updateProduct>("PATCH /api/v1/content-hub/{moduleId}/products/{productId}", {
      params: product(moduleId, productId),
      body: body as z.input<typeof updateProductSchema>,
    }),
  publishProduct: (moduleId: string, productId: string) =>
    call<typeof endpoints.publishProduct>(
      "POST /api/v1/content-hub/{moduleId}/products/{productId}/publish",
      { params: product(moduleId, productId) },
    ),
  unpublishProduct: (moduleId: string, productId: string) =>
    call<typeof endpoints.unpublishProduct>(
      "POST /api/v1/content-hub/{moduleId}/products/{productId}/unpublish",
      { params: product(moduleId, productId) },
    ),
  deleteProduct: (moduleId: string, productId: string) =>
    call<typeof endpoints.deleteProduct>("DELETE /api/v1/content-hub/{moduleId}/products/{productId}", {
      params: product(moduleId, productId),
    }),

  createCategory: (moduleId: string, body: NewCategory) =>
    call<typeof endpoints.createCategory>("POST /api/v1/content-hub/{moduleId}/categories", {
      params: hub(moduleId),
      body: { ...body, isActive: true },
    }),
  updateCategory: (
    moduleId: string,
    categoryId: string,
    body: { name?: string; media?: { key: string }[] } | { parent: string | null },
  ) =>
    call<typeof endpoints.updateCategory>("PATCH /api/v1/content-hub/{moduleId}/categories/{categoryId}", {
      params: category(moduleId, categoryId),
      body,
    }),
  deleteCategory: (moduleId: string, categoryId: string) =>
    call<typeof endpoints.deleteCategory>("DELETE /api/v1/content-hub/{moduleId}/categories/{categoryId}", {
      params: category(moduleId, categoryId),
    }),

  createDomain: (moduleId: string, domain: string, developerMode?: boolean) =>
    call<typeof endpoints.createDomain>("POST /api/v1/content-hub/{moduleId}/domain", {
      params: hub(moduleId),
      body: { domain, developerMode },
    }),
  updateDomain: (
    moduleId: string,
    domainId: string,
    body: { developerMode?: boolean; active?: boolean; rotateKey?: boolean },
  ) =>
    call<typeof endpoints.updateDomain>("PATCH /api/v1/content-hub/{moduleId}/domain/{domainId}", {
      params: { moduleId, domainId },
      body,
    }),

  putWebhook: (moduleId: string, body: { url: string; enabled?: boolean; rotateSecret?: boolean }) =>
    call<typeof endpoints.putWebhook>("PUT /api/v1/content-hub/{moduleId}/webhook", {
      params: hub(moduleId),
      body,
    }),
  deleteWebhook: (moduleId: string) =>
    call<typeof endpoints.deleteWebhook>("DELETE /api/v1/content-hub/{moduleId}/webhook", {
      params: hub(moduleId),
    }),
  /** Sends a delivery of the log again (module admins); answers it after the attempt, or queued. */
  redeliver: (moduleId: string, deliveryId: string) =>
    call<typeof endpoints.redeliverDelivery>(
      "POST /api/v1/content-hub/{moduleId}/webhook/deliveries/{deliveryId}/redeliver",
      { params: { moduleId, deliveryId } },
    ),
  /** An image (cover, inline, product, category) or a download, with progress (0..100). */
  upload: (
    moduleId: string,
    kind: "image" | "download",
    file: File,
    onProgress?: (percent: number) => void,
  ) =>
    uploadFile<ContentUpload>(file, {
      url: hrefOf<typeof endpoints.upload>("POST /api/v1/content-hub/{moduleId}/upload", {
        params: hub(moduleId),
        query: { kind },
      }),
      onProgress,
    }),
};

/** What an editor does with its post or product (read, publish, unpublish, delete). */
export const editorCalls = {
  blog: (moduleId: string, postId: string) => ({
    query: contentHubQueries.post(moduleId, postId),
    publish: () => contentHubApi.publishPost(moduleId, postId),
    unpublish: () => contentHubApi.unpublishPost(moduleId, postId),
    remove: () => contentHubApi.deletePost(moduleId, postId),
  }),
  product: (moduleId: string, productId: string) => ({
    query: contentHubQueries.product(moduleId, productId),
    publish: () => contentHubApi.publishProduct(moduleId, productId),
    unpublish: () => contentHubApi.unpublishProduct(moduleId, productId),
    remove: () => contentHubApi.deleteProduct(moduleId, productId),
  }),
};
