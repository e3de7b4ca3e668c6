// The Content hub's screens (spec/modules.md §2): their addresses and search params. Pure.
import * as z from "@/lib/zod";
import { redirectParamSchema } from "@/lib/schemas/common";
import { memberIdSchema } from "@/lib/schemas/members";

export const CONTENT_TABS = ["blog", "products"] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

export const listSearchSchema = z.object({ active: z._default(z.enum(CONTENT_TABS), "blog") });
export const dialogSearchSchema = z.object({
  redirect: redirectParamSchema,
  active: z._default(z.enum(CONTENT_TABS), "blog"),
});
export const postPageParamsSchema = z.object({ moduleId: memberIdSchema, postId: memberIdSchema });
export const productPageParamsSchema = z.object({ moduleId: memberIdSchema, productId: memberIdSchema });

export const contentListHref = (moduleId: string, tab: ContentTab = "blog") =>
  tab === "blog" ? `/content-hub/${moduleId}` : `/content-hub/${moduleId}?active=${tab}`;
export const postEditorHref = (moduleId: string, postId: string) => `/content-hub/${moduleId}/blog/${postId}`;
export const productEditorHref = (moduleId: string, productId: string) =>
  `/content-hub/${moduleId}/product/${productId}`;
export const dialogHref = (moduleId: string, dialog: "new" | "connect" | "members", redirect: string) =>
  `/content-hub/${moduleId}/${dialog}?redirect=${encodeURIComponent(redirect)}`;
