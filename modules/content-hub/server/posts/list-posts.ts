import "server-only";
import { CONTENT_PAGE_SIZE, type PostItem } from "@/modules/content-hub/shared/types";
import type { Page } from "@/lib/contracts/endpoint";
import type { Locale } from "@/lib/i18n/config";
import { listQuerySchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { parseInput } from "@/lib/server/validation";
import type * as z from "@/lib/zod";
import { keysetPage } from "@/lib/server/api/keyset";
import { editorListQuery } from "../common";
import { contentHubScope } from "../scope";
import { postItemSelect, toPostItem } from "./post-rows";

/** GET …/blogs: recently updated first, keyset pages; q (title), category, tag, published. */
export async function listPosts(
  actor: Actor,
  input: { moduleId: unknown; query: unknown },
  locale: Locale,
): Promise<Page<PostItem>> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  return postsPageIn(scope, parseInput(listQuerySchema, input.query));
}

/** listPosts in a resolved scope (the list page's first page reads it too). */
export async function postsPageIn(
  scope: Pick<ModuleScope, "moduleId">,
  query: z.output<typeof listQuerySchema>,
): Promise<Page<PostItem>> {
  const rows = await getDb().contentPost.findMany({
    ...editorListQuery(scope.moduleId, "title", query),
    select: postItemSelect,
  });
  return keysetPage(rows, (row) => row.updatedAt, toPostItem, CONTENT_PAGE_SIZE);
}
