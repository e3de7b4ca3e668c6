"use client";

// Typed calls of the Content hub's API (spec/modules.md §7 Content hub; issue 16).
import { api } from "@/lib/client/api";
import { uploadFile } from "@/lib/client/upload";
import type {
  CategoryNode,
  ContentHubInfo,
  ContentType,
  ContentUpload,
  DomainInfo,
  DomainWithKey,
  Page,
  Post,
  PostItem,
  Product,
  ProductItem,
  WebhookDeliveryItem,
  WebhookInfo,
} from "@/modules/content-hub/shared/types";
import type {
  CreatePostInput,
  UpdatePostInput,
  UpdateProductInput,
} from "@/modules/content-hub/schemas/content-hub";

const base = (moduleId: string) => `/content-hub/${moduleId}`;

export interface ContentListQuery {
  q?: string;
  cursor?: string | null;
  category?: string;
}

function listQuery(query: ContentListQuery): string {
  const params = new URLSearchParams();
  if (query.q?.trim()) params.set("q", query.q.trim());
  if (query.cursor) params.set("cursor", query.cursor);
  if (query.category) params.set("category", query.category);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export interface NewCategory {
  name: string;
  contentType: ContentType;
  parent?: string | null;
  media?: { key: string }[];
}

export const contentHubApi = {
  info: (moduleId: string) => api<ContentHubInfo>(base(moduleId)),

  posts: (moduleId: string, query: ContentListQuery = {}) =>
    api<Page<PostItem>>(`${base(moduleId)}/blogs${listQuery(query)}`),
  createPost: (moduleId: string, body: CreatePostInput = {}) =>
    api<Post>(`${base(moduleId)}/blogs`, { body }),
  post: (moduleId: string, postId: string) => api<Post>(`${base(moduleId)}/blogs/${postId}`),
  updatePost: (moduleId: string, postId: string, body: UpdatePostInput) =>
    api<Post>(`${base(moduleId)}/blogs/${postId}`, { method: "PATCH", body }),
  publishPost: (moduleId: string, postId: string) =>
    api<Post>(`${base(moduleId)}/blogs/${postId}/publish`, { method: "POST" }),
  unpublishPost: (moduleId: string, postId: string) =>
    api<Post>(`${base(moduleId)}/blogs/${postId}/unpublish`, { method: "POST" }),
  deletePost: (moduleId: string, postId: string) =>
    api<{ id: string }>(`${base(moduleId)}/blogs/${postId}`, { method: "DELETE" }),

  products: (moduleId: string, query: ContentListQuery = {}) =>
    api<Page<ProductItem>>(`${base(moduleId)}/products${listQuery(query)}`),
  createProduct: (moduleId: string) => api<Product>(`${base(moduleId)}/products`, { body: {} }),
  product: (moduleId: string, productId: string) => api<Product>(`${base(moduleId)}/products/${productId}`),
  updateProduct: (moduleId: string, productId: string, body: UpdateProductInput) =>
    api<Product>(`${base(moduleId)}/products/${productId}`, { method: "PATCH", body }),
  publishProduct: (moduleId: string, productId: string) =>
    api<Product>(`${base(moduleId)}/products/${productId}/publish`, { method: "POST" }),
  unpublishProduct: (moduleId: string, productId: string) =>
    api<Product>(`${base(moduleId)}/products/${productId}/unpublish`, { method: "POST" }),
  deleteProduct: (moduleId: string, productId: string) =>
    api<{ id: string }>(`${base(moduleId)}/products/${productId}`, { method: "DELETE" }),

  categoryTree: (moduleId: string, contentType: ContentType) =>
    api<CategoryNode[]>(`${base(moduleId)}/categories/tree?contentType=${contentType}`),
  createCategory: (moduleId: string, body: NewCategory) =>
    api<CategoryNode>(`${base(moduleId)}/categories`, { body: { ...body, isActive: true } }),
  updateCategory: (
    moduleId: string,
    categoryId: string,
    body: { name?: string; media?: { key: string }[] } | { parent: string | null },
  ) => api<CategoryNode>(`${base(moduleId)}/categories/${categoryId}`, { method: "PATCH", body }),
  deleteCategory: (moduleId: string, categoryId: string) =>
    api<{ id: string }>(`${base(moduleId)}/categories/${categoryId}`, { method: "DELETE" }),

  domains: (moduleId: string) => api<DomainInfo[]>(`${base(moduleId)}/domain`),
  createDomain: (moduleId: string, domain: string, developerMode?: boolean) =>
    api<DomainWithKey>(`${base(moduleId)}/domain`, { body: { domain, developerMode } }),
  updateDomain: (
    moduleId: string,
    domainId: string,
    body: { developerMode?: boolean; active?: boolean; rotateKey?: boolean },
  ) => api<DomainWithKey>(`${base(moduleId)}/domain/${domainId}`, { method: "PATCH", body }),

  webhook: (moduleId: string) => api<WebhookInfo>(`${base(moduleId)}/webhook`),
  putWebhook: (moduleId: string, body: { url: string; enabled?: boolean; rotateSecret?: boolean }) =>
    api<WebhookInfo>(`${base(moduleId)}/webhook`, { method: "PUT", body }),
  deleteWebhook: (moduleId: string) => api<{ id: string }>(`${base(moduleId)}/webhook`, { method: "DELETE" }),
  deliveries: (moduleId: string, cursor?: string | null) =>
    api<Page<WebhookDeliveryItem>>(
      `${base(moduleId)}/webhook/deliveries${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`,
    ),

  /** An image (cover, inline, product, category) or a download, with progress (0..100). */
  upload: (
    moduleId: string,
    kind: "image" | "download",
    file: File,
    onProgress?: (percent: number) => void,
  ) =>
    uploadFile<ContentUpload>(file, {
      url: `/api/v1${base(moduleId)}/upload?kind=${kind}`,
      onProgress,
    }),
};

/** What an editor does with its post or product (read, publish, unpublish, delete). */
export const editorCalls = {
  blog: (moduleId: string, postId: string) => ({
    load: () => contentHubApi.post(moduleId, postId),
    publish: () => contentHubApi.publishPost(moduleId, postId),
    unpublish: () => contentHubApi.unpublishPost(moduleId, postId),
    remove: () => contentHubApi.deletePost(moduleId, postId),
  }),
  product: (moduleId: string, productId: string) => ({
    load: () => contentHubApi.product(moduleId, productId),
    publish: () => contentHubApi.publishProduct(moduleId, productId),
    unpublish: () => contentHubApi.unpublishProduct(moduleId, productId),
    remove: () => contentHubApi.deleteProduct(moduleId, productId),
  }),
};
