import "server-only";
import type { Db } from "@/lib/server/db";
import { appletOfTag } from "@/lib/modules/module-access";
import { newId } from "@/lib/server/ids";
import { CATEGORIES, coverImagePath, moduleCatalog } from "@/lib/server/modules/catalog";

/** Upserts the catalog by tag: safe at every start, and keeps texts in step with the code. */
export async function seedModuleCatalog(db: Db): Promise<number> {
  const rows = moduleCatalog().map((entry, index) => {
    const data = {
      title: entry.title,
      description: entry.description,
      category: entry.category,
      categoryOrder: CATEGORIES.indexOf(entry.category as (typeof CATEGORIES)[number]),
      sortOrder: index,
      active: entry.active,
      applet: appletOfTag(entry.tag),
      gradientFrom: entry.gradient[0],
      gradientTo: entry.gradient[1],
      coverImage: coverImagePath(entry.tag),
      width: entry.size.w,
      height: entry.size.h,
      minWidth: entry.size.minW,
      minHeight: entry.size.minH,
    };
    return db.moduleDefinition.upsert({
      where: { tag: entry.tag },
      create: { id: newId(), tag: entry.tag, ...data },
      update: data,
    });
  });
  await db.$transaction(rows);
  return rows.length;
}
