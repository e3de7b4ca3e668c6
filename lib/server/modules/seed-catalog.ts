import "server-only";
import type { Db } from "@/lib/server/db";
import { appletOfTag } from "@/lib/modules/module-access";
import { newId } from "@/lib/server/ids";
import { CATEGORIES, coverImagePath, moduleCatalog } from "@/lib/server/modules/catalog";

/**
 * Upserts the catalog by tag: safe at every start, and keeps texts in step with the code.
 *
 * One statement (INSERT … ON CONFLICT over a JSON array), not a batch of upserts: a batch is an
 * interactive transaction under the driver adapter, and on a loaded machine it missed Prisma's 2 s
 * start and 5 s run limits (two nodes starting together, or a test file beside a build). A row whose
 * values did not change is not rewritten, so nodes starting together do not queue on its lock.
 */
export async function seedModuleCatalog(db: Db): Promise<number> {
  const rows = moduleCatalog().map((entry, index) => ({
    id: newId(),
    tag: entry.tag,
    title: entry.title,
    description: entry.description,
    category: entry.category,
    categoryOrder: CATEGORIES.indexOf(entry.category as (typeof CATEGORIES)[number]),
    sortOrder: index,
    active: entry.active,
    applet: appletOfTag(entry.tag) ?? null,
    gradientFrom: entry.gradient[0],
    gradientTo: entry.gradient[1],
    coverImage: coverImagePath(entry.tag),
    width: entry.size.w,
    height: entry.size.h,
    minWidth: entry.size.minW,
    minHeight: entry.size.minH,
  }));
  await db.$executeRaw`
    INSERT INTO "ModuleDefinition" AS d
      ("id", "tag", "title", "description", "category", "categoryOrder", "sortOrder", "active",
       "applet", "gradientFrom", "gradientTo", "coverImage", "width", "height", "minWidth",
       "minHeight", "updatedAt")
    SELECT r."id", r."tag", r."title", r."description", r."category", r."categoryOrder",
           r."sortOrder", r."active", r."applet", r."gradientFrom", r."gradientTo", r."coverImage",
           r."width", r."height", r."minWidth", r."minHeight", CURRENT_TIMESTAMP
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(
      "id" text, "tag" text, "title" text, "description" text, "category" text,
      "categoryOrder" int, "sortOrder" int, "active" boolean, "applet" text, "gradientFrom" text,
      "gradientTo" text, "coverImage" text, "width" int, "height" int, "minWidth" int,
      "minHeight" int)
    ON CONFLICT ("tag") DO UPDATE SET
      "title" = EXCLUDED."title", "description" = EXCLUDED."description",
      "category" = EXCLUDED."category", "categoryOrder" = EXCLUDED."categoryOrder",
      "sortOrder" = EXCLUDED."sortOrder", "active" = EXCLUDED."active",
      "applet" = EXCLUDED."applet", "gradientFrom" = EXCLUDED."gradientFrom",
      "gradientTo" = EXCLUDED."gradientTo", "coverImage" = EXCLUDED."coverImage",
      "width" = EXCLUDED."width", "height" = EXCLUDED."height",
      "minWidth" = EXCLUDED."minWidth", "minHeight" = EXCLUDED."minHeight",
      "updatedAt" = CURRENT_TIMESTAMP
    WHERE (d."title", d."description", d."category", d."categoryOrder", d."sortOrder", d."active",
           d."applet", d."gradientFrom", d."gradientTo", d."coverImage", d."width", d."height",
           d."minWidth", d."minHeight")
      IS DISTINCT FROM
          (EXCLUDED."title", EXCLUDED."description", EXCLUDED."category", EXCLUDED."categoryOrder",
           EXCLUDED."sortOrder", EXCLUDED."active", EXCLUDED."applet", EXCLUDED."gradientFrom",
           EXCLUDED."gradientTo", EXCLUDED."coverImage", EXCLUDED."width", EXCLUDED."height",
           EXCLUDED."minWidth", EXCLUDED."minHeight")`;
  return rows.length;
}
