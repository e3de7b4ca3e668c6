import "server-only";
import { getDb } from "@/lib/server/db";

/** The spec's "available module": catalog order is Quick Access first, then by category. */
export interface AvailableModule {
  id: string;
  tag: string;
  title: string;
  description: string;
  category: string;
  active: boolean;
  uiSettings: {
    gradient: [string, string];
    coverImage: string;
    configuration: { w: number; h: number; minW: number; minH: number };
  };
}

/** Every module of the catalog, active and inactive (inactive ones are shown greyed). */
export async function listModuleCatalog(): Promise<AvailableModule[]> {
  const rows = await getDb().moduleDefinition.findMany({
    orderBy: [{ categoryOrder: "asc" }, { sortOrder: "asc" }],
  });
  return rows.map((row) => ({
    id: row.id,
    tag: row.tag,
    title: row.title,
    description: row.description,
    category: row.category,
    active: row.active,
    uiSettings: {
      gradient: [row.gradientFrom, row.gradientTo],
      coverImage: row.coverImage,
      configuration: { w: row.width, h: row.height, minW: row.minWidth, minH: row.minHeight },
    },
  }));
}
