import "server-only";
import { UNTITLED_POST, UNTITLED_POST_CONTENT, type Post } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { createPostSchema } from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { withEvents } from "@/lib/server/events/commit";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import { sanitizeContent } from "@/lib/server/rich-text/sanitize-content";
import { assertCategories } from "../categories/category-rows";
import { assertModuleCan, contentHubScope, ownerColumns } from "../scope";
import { contentChange, contentRoomEvents } from "../events";
import { assertOwnFiles } from "../own-files";
import { withFreeSlug } from "../slugs";
import { postSelect, postStore, toPost } from "./post-rows";

/**
 * POST …/blogs: an untitled draft ('Untitled Document' with placeholder content) unless told otherwise
 * (Ask AI's Create post sends a draft's title, body, tags and categories).
 */
export async function createPost(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<Post> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  assertModuleCan(scope, "add");
  const body = parseInput(createPostSchema, input.body ?? {});
  if (body.categories) await assertCategories(scope.moduleId, "blog", body.categories);
  const content = sanitizeContent(body.content ?? UNTITLED_POST_CONTENT);
  await assertOwnFiles(scope.moduleId, { bodies: [content] });
  const title = body.title ?? UNTITLED_POST;
  const row = await withFreeSlug(
    title,
    (base) => postStore.takenSlugs(scope.moduleId, base),
    (slug) =>
      withEvents(async (tx, emit) => {
        const created = await tx.contentPost.create({
          data: {
            id: newId(),
            workspaceId: scope.membership.workspaceId,
            ...ownerColumns(scope),
            title,
            slug,
            content,
            ...(body.tags ? { tags: body.tags } : {}),
            createdById: actor.userId,
            ...(body.categories?.length
              ? { categories: { create: body.categories.map((categoryId) => ({ categoryId })) } }
              : {}),
          },
          select: postSelect,
        });
        emit(
          ...contentRoomEvents(contentChange(actor, scope), [
            { type: "item.changed", contentType: "blog", id: created.id },
          ]),
        );
        return created;
      }),
  );
  return toPost(row);
}
