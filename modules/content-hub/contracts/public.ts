// The content hub's public content API for a team's website (issue 16), served under
// app/api/v1/public/content-hub; the editors' API is in ../contracts.ts. See lib/contracts/endpoint.ts.
import * as z from "@/lib/zod";
import { defineEndpoint, noContent, pageSchema, rawResponse } from "@/lib/contracts/endpoint";
import {
  categoryTreeQuerySchema,
  publicFileParamsSchema,
  publicListQuerySchema,
} from "@/modules/content-hub/schemas/content-hub";
import {
  categoryNodeSchema,
  publicPostSchema,
  publicPostSummarySchema,
  publicProductSchema,
  publicProductSummarySchema,
} from "@/modules/content-hub/shared/types";

// ---- the public content API ----------------------------------------------------------------------
// Authenticated by the module's key in `x-api-key` (a malformed module id is the same 401 as a wrong
// key, so there is no params schema); answers carry an ETag (If-None-Match → 304) and CORS headers
// for the connected domain. Each path also answers the browser's preflight (OPTIONS, no key).

const publicBase = "/api/v1/public/content-hub/{moduleId}" as const;

export const publicListPosts = defineEndpoint({
  method: "GET",
  path: `${publicBase}/blogs`,
  auth: "apiKey",
  summary: "Published blog posts, newest first (q, category, tag, cursor, limit)",
  query: publicListQuerySchema,
  response: pageSchema(publicPostSummarySchema),
});

export const publicListPostsPreflight = defineEndpoint({
  method: "OPTIONS",
  path: `${publicBase}/blogs`,
  auth: "public",
  summary: "CORS preflight (the connected domain only)",
  response: noContent,
  status: 204,
});

export const publicGetPost = defineEndpoint({
  method: "GET",
  path: `${publicBase}/blogs/{idOrSlug}`,
  auth: "apiKey",
  summary: "One published blog post by id or slug",
  response: publicPostSchema,
});

export const publicGetPostPreflight = defineEndpoint({
  method: "OPTIONS",
  path: `${publicBase}/blogs/{idOrSlug}`,
  auth: "public",
  summary: "CORS preflight (the connected domain only)",
  response: noContent,
  status: 204,
});

export const publicListProducts = defineEndpoint({
  method: "GET",
  path: `${publicBase}/products`,
  auth: "apiKey",
  summary: "Published products, newest first (q, category, tag, cursor, limit)",
  query: publicListQuerySchema,
  response: pageSchema(publicProductSummarySchema),
});

export const publicListProductsPreflight = defineEndpoint({
  method: "OPTIONS",
  path: `${publicBase}/products`,
  auth: "public",
  summary: "CORS preflight (the connected domain only)",
  response: noContent,
  status: 204,
});

export const publicGetProduct = defineEndpoint({
  method: "GET",
  path: `${publicBase}/products/{idOrSlug}`,
  auth: "apiKey",
  summary: "One published product by id or slug",
  response: publicProductSchema,
});

export const publicGetProductPreflight = defineEndpoint({
  method: "OPTIONS",
  path: `${publicBase}/products/{idOrSlug}`,
  auth: "public",
  summary: "CORS preflight (the connected domain only)",
  response: noContent,
  status: 204,
});

export const publicCategories = defineEndpoint({
  method: "GET",
  path: `${publicBase}/categories`,
  auth: "apiKey",
  summary: "The active categories of a content type as a tree (?contentType=blog|product)",
  query: categoryTreeQuerySchema,
  response: z.array(categoryNodeSchema),
});

export const publicCategoriesPreflight = defineEndpoint({
  method: "OPTIONS",
  path: `${publicBase}/categories`,
  auth: "public",
  summary: "CORS preflight (the connected domain only)",
  response: noContent,
  status: 204,
});

export const publicFile = defineEndpoint({
  method: "GET",
  path: `${publicBase}/files/{key}`,
  auth: "public",
  summary:
    "A file of the module's published content, no key needed (for <img> and downloads); ETag/304, cached five minutes",
  params: publicFileParamsSchema,
  response: rawResponse("application/octet-stream"),
});
