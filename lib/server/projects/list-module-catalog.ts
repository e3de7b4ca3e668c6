import "server-only";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";
import type { AvailableModule } from "@/lib/modules/types";
import { getDb } from "@/lib/server/db";

/** The message, or the fallback when the key is missing (translateMessage answers the key itself). */
function translated(locale: Locale, key: string, fallback: string): string {
  const text = translateMessage(locale, key);
  return text === key ? fallback : text;
}

/**
 * Every module of the catalog, active and inactive (inactive ones are shown greyed), with its title
 * and description in `locale` (messages `catalog.<tag>.*`; the stored English text otherwise).
 */
export async function listModuleCatalog(locale: Locale = "en"): Promise<AvailableModule[]> {
  const rows = await getDb().moduleDefinition.findMany({
    orderBy: [{ categoryOrder: "asc" }, { sortOrder: "asc" }],
  });
  return rows.map((row) => ({
    id: row.id,
    tag: row.tag,
    title: translated(locale, `catalog.${row.tag}.title`, row.title),
    description: translated(locale, `catalog.${row.tag}.description`, row.description),
    category: row.category,
    active: row.active,
    uiSettings: {
      gradient: [row.gradientFrom, row.gradientTo],
      coverImage: row.coverImage,
      configuration: { w: row.width, h: row.height, minW: row.minWidth, minH: row.minHeight },
    },
  }));
}
