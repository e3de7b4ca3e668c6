// The content hub's editors' API (spec/modules.md §7 Content hub), declared once: served by the route
// files under app/api/v1/content-hub and called by modules/content-hub/client. The public content API
// is in contracts/public.ts. See lib/contracts/endpoint.ts.
import * as z from "@/lib/zod";
import { defineEndpoint, pageSchema } from "@/lib/contracts/endpoint";
import { integrationEndpoints } from "@/lib/contracts/integrations";
import { moduleMemberEndpoints } from "@/lib/contracts/module-members";
import {
  categoryParamsSchema,
  categoryTreeQuerySchema,
  chDeliveryParamsSchema,
  chModuleParamsSchema,
  createCategorySchema,
  createDomainSchema,
  createPostSchema,
  createProductSchema,
  deliveriesQuerySchema,
  domainParamsSchema,
  listQuerySchema,
  postParamsSchema,
  productParamsSchema,
  putWebhookSchema,
  updateCategorySchema,
  updateDomainSchema,
  updatePostSchema,
  updateProductSchema,
  uploadQuerySchema,
} from "@/modules/content-hub/schemas/content-hub";
import {
  categoryNodeSchema,
  contentHubInfoSchema,
  contentUploadSchema,
  domainInfoSchema,
  domainWithKeySchema,
  postItemSchema,
  postSchema,
  productItemSchema,
  productSchema,
  webhookDeliveryItemSchema,
  webhookInfoSchema,
} from "@/modules/content-hub/shared/types";

const base = "/api/v1/content-hub/{moduleId}" as const;
const deleted = z.object({ id: z.string() });

export const members = moduleMemberEndpoints("content-hub");
export const integration = integrationEndpoints("content-hub");

export const getHub = defineEndpoint({
  method: "GET",
  path: base,
  auth: "session",
  summary: "The module, its name and what the caller may do in it",
  params: chModuleParamsSchema,
  response: contentHubInfoSchema,
});

// ---- blog posts ----------------------------------------------------------------------------------

export const listPosts = defineEndpoint({
  method: "GET",
  path: `${base}/blogs`,
  auth: "session",
  summary: "A page of blog posts, recently updated first (q, category, tag, published, cursor)",
  params: chModuleParamsSchema,
  query: listQuerySchema,
  response: pageSchema(postItemSchema),
});

export const createPost = defineEndpoint({
  method: "POST",
  path: `${base}/blogs`,
  auth: "session",
  summary: "Create a blog post (an untitled draft unless its fields are sent)",
  params: chModuleParamsSchema,
  body: createPostSchema,
  response: postSchema,
  status: 201,
});

export const getPost = defineEndpoint({
  method: "GET",
  path: `${base}/blogs/{blogId}`,
  auth: "session",
  summary: "A blog post with everything its editor shows",
  params: postParamsSchema,
  response: postSchema,
});

export const updatePost = defineEndpoint({
  method: "PATCH",
  path: `${base}/blogs/{blogId}`,
  auth: "session",
  summary: "Save a blog post's changes, or its body alone (the autosave); keeps the publish state",
  params: postParamsSchema,
  body: updatePostSchema,
  response: postSchema,
});

export const deletePost = defineEndpoint({
  method: "DELETE",
  path: `${base}/blogs/{blogId}`,
  auth: "session",
  summary: "Delete a blog post",
  params: postParamsSchema,
  response: deleted,
});

export const publishPost = defineEndpoint({
  method: "POST",
  path: `${base}/blogs/{blogId}/publish`,
  auth: "session",
  summary: "Publish a blog post (no change when published)",
  params: postParamsSchema,
  response: postSchema,
});

export const unpublishPost = defineEndpoint({
  method: "POST",
  path: `${base}/blogs/{blogId}/unpublish`,
  auth: "session",
  summary: "Turn a blog post back into a draft (no change for a draft)",
  params: postParamsSchema,
  response: postSchema,
});

// ---- products ------------------------------------------------------------------------------------

export const listProducts = defineEndpoint({
  method: "GET",
  path: `${base}/products`,
  auth: "session",
  summary: "A page of products, recently updated first (q, category, tag, published, cursor)",
  params: chModuleParamsSchema,
  query: listQuerySchema,
  response: pageSchema(productItemSchema),
});

export const createProduct = defineEndpoint({
  method: "POST",
  path: `${base}/products`,
  auth: "session",
  summary: "Create a product (an untitled draft unless its fields are sent)",
  params: chModuleParamsSchema,
  body: createProductSchema,
  response: productSchema,
  status: 201,
});

export const getProduct = defineEndpoint({
  method: "GET",
  path: `${base}/products/{productId}`,
  auth: "session",
  summary: "A product with everything its editor shows",
  params: productParamsSchema,
  response: productSchema,
});

export const updateProduct = defineEndpoint({
  method: "PATCH",
  path: `${base}/products/{productId}`,
  auth: "session",
  summary: "Save a product's changes; keeps the publish state",
  params: productParamsSchema,
  body: updateProductSchema,
  response: productSchema,
});

export const deleteProduct = defineEndpoint({
  method: "DELETE",
  path: `${base}/products/{productId}`,
  auth: "session",
  summary: "Delete a product",
  params: productParamsSchema,
  response: deleted,
});

export const publishProduct = defineEndpoint({
  method: "POST",
  path: `${base}/products/{productId}/publish`,
  auth: "session",
  summary: "Publish a product (no change when published)",
  params: productParamsSchema,
  response: productSchema,
});

export const unpublishProduct = defineEndpoint({
  method: "POST",
  path: `${base}/products/{productId}/unpublish`,
  auth: "session",
  summary: "Turn a product back into a draft (no change for a draft)",
  params: productParamsSchema,
  response: productSchema,
});

// ---- categories ----------------------------------------------------------------------------------

export const createCategory = defineEndpoint({
  method: "POST",
  path: `${base}/categories`,
  auth: "session",
  summary: "Add a category (name, contentType, parent, media, isActive); the slug comes from the name",
  params: chModuleParamsSchema,
  body: createCategorySchema,
  response: categoryNodeSchema,
  status: 201,
});

export const categoryTree = defineEndpoint({
  method: "GET",
  path: `${base}/categories/tree`,
  auth: "session",
  summary: "The category tree of a content type (?contentType=blog|product)",
  params: chModuleParamsSchema,
  query: categoryTreeQuerySchema,
  response: z.array(categoryNodeSchema),
});

export const getCategory = defineEndpoint({
  method: "GET",
  path: `${base}/categories/{categoryId}`,
  auth: "session",
  summary: "One category with its sub-tree",
  params: categoryParamsSchema,
  response: categoryNodeSchema,
});

export const getCategorySubtree = defineEndpoint({
  method: "GET",
  path: `${base}/categories/{categoryId}/tree`,
  auth: "session",
  summary: "A category's sub-tree",
  params: categoryParamsSchema,
  response: categoryNodeSchema,
});

export const updateCategory = defineEndpoint({
  method: "PATCH",
  path: `${base}/categories/{categoryId}`,
  auth: "session",
  summary: "Rename a category and set its image ({name, media}), or move it ({parent})",
  params: categoryParamsSchema,
  body: updateCategorySchema,
  response: categoryNodeSchema,
});

export const deleteCategory = defineEndpoint({
  method: "DELETE",
  path: `${base}/categories/{categoryId}`,
  auth: "session",
  summary: "Delete a category (409, naming the content, while it has sub-categories or content)",
  params: categoryParamsSchema,
  response: deleted,
});

// ---- uploads -------------------------------------------------------------------------------------

export const upload = defineEndpoint({
  method: "POST",
  path: `${base}/upload`,
  auth: "session",
  summary:
    "Store an image (with its web-sized variant) or a download: multipart field `file`, under 10 MB (?kind=image|download)",
  params: chModuleParamsSchema,
  query: uploadQuerySchema,
  response: contentUploadSchema,
  status: 201,
});

// ---- the connected domain and its API key --------------------------------------------------------

export const listDomains = defineEndpoint({
  method: "GET",
  path: `${base}/domain`,
  auth: "session",
  summary: "The connected domain (the API key's last 4 characters only); empty when none",
  params: chModuleParamsSchema,
  response: z.array(domainInfoSchema),
});

export const createDomain = defineEndpoint({
  method: "POST",
  path: `${base}/domain`,
  auth: "session",
  summary: "Connect a domain (it replaces the old one) with a new API key, shown in this answer once",
  params: chModuleParamsSchema,
  body: createDomainSchema,
  response: domainWithKeySchema,
  status: 201,
});

export const updateDomain = defineEndpoint({
  method: "PATCH",
  path: `${base}/domain/{domainId}`,
  auth: "session",
  summary: "Change the domain, Developer mode or active; rotateKey shows a new API key once",
  params: domainParamsSchema,
  body: updateDomainSchema,
  response: domainWithKeySchema,
});

export const deleteDomain = defineEndpoint({
  method: "DELETE",
  path: `${base}/domain/{domainId}`,
  auth: "session",
  summary: "Disconnect the domain (its API key stops working)",
  params: domainParamsSchema,
  response: deleted,
});

// ---- the webhook on publish ----------------------------------------------------------------------

export const getWebhook = defineEndpoint({
  method: "GET",
  path: `${base}/webhook`,
  auth: "session",
  summary: "The webhook on publish, without its secret (module admins)",
  params: chModuleParamsSchema,
  response: webhookInfoSchema,
});

export const putWebhook = defineEndpoint({
  method: "PUT",
  path: `${base}/webhook`,
  auth: "session",
  summary: "Set the webhook's address; its secret is in the answer once, when created or rotated",
  params: chModuleParamsSchema,
  body: putWebhookSchema,
  response: webhookInfoSchema,
});

export const deleteWebhook = defineEndpoint({
  method: "DELETE",
  path: `${base}/webhook`,
  auth: "session",
  summary: "Remove the webhook and its delivery log",
  params: chModuleParamsSchema,
  response: deleted,
});

export const listDeliveries = defineEndpoint({
  method: "GET",
  path: `${base}/webhook/deliveries`,
  auth: "session",
  summary: "The webhook's delivery log, newest first, every attempt's outcome (cursor)",
  params: chModuleParamsSchema,
  query: deliveriesQuerySchema,
  response: pageSchema(webhookDeliveryItemSchema),
});

export const redeliverDelivery = defineEndpoint({
  method: "POST",
  path: `${base}/webhook/deliveries/{deliveryId}/redeliver`,
  auth: "session",
  summary: "Send a delivery of the log again: the same body and webhook-id, one attempt now (module admins)",
  params: chDeliveryParamsSchema,
  response: webhookDeliveryItemSchema,
});
