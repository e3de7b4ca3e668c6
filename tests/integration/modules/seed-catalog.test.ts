import { getDb } from "@/lib/server/db";
import { moduleCatalog } from "@/lib/server/modules/catalog";
import { seedModuleCatalog } from "@/lib/server/modules/seed-catalog";

// The catalog is upserted at every start (server.ts) in one statement: it restores what the code
// says, adds what is new, and leaves rows that already match untouched.
describe("seedModuleCatalog", () => {
  it("restores changed rows, adds missing ones and rewrites nothing that matches", async () => {
    const db = getDb();
    const [first, second] = moduleCatalog();
    const before = await db.moduleDefinition.findUniqueOrThrow({ where: { tag: second!.tag } });
    await db.moduleDefinition.update({
      where: { tag: first!.tag },
      data: { title: "Renamed by hand", width: 99, applet: null },
    });
    const missing = await db.moduleDefinition.findUniqueOrThrow({
      where: { tag: moduleCatalog().at(-1)!.tag },
    });
    // A row can go only with its modules; the last kind's has none in a fresh database.
    await db.moduleDefinition.delete({ where: { id: missing.id } });

    expect(await seedModuleCatalog(db)).toBe(moduleCatalog().length);

    const restored = await db.moduleDefinition.findUniqueOrThrow({ where: { tag: first!.tag } });
    expect(restored.title).toBe(first!.title);
    expect(restored.width).toBe(first!.size.w);
    expect(await db.moduleDefinition.count()).toBe(moduleCatalog().length);
    const untouched = await db.moduleDefinition.findUniqueOrThrow({ where: { tag: second!.tag } });
    expect(untouched.updatedAt).toEqual(before.updatedAt);
    expect(untouched.id).toBe(before.id);
  });

  it("is safe when two nodes run it at once", async () => {
    await Promise.all([seedModuleCatalog(getDb()), seedModuleCatalog(getDb())]);
    expect(await getDb().moduleDefinition.count()).toBe(moduleCatalog().length);
  });
});
