import { AI_MODULE_TAGS } from "@/lib/ai/types";
import { aiModuleKind } from "@/lib/server/ai/registry";
import { jobDefinitions } from "@/lib/server/jobs/registry";
import { MODULE_CATEGORIES, type ModuleKindManifest } from "@/lib/modules/kind";
import { getDb } from "@/lib/server/db";
import { moduleCatalog } from "@/lib/server/modules/catalog";
import { startModuleKinds } from "@/lib/server/modules/server-kinds";
import { MODULE_KINDS } from "@/modules/kinds";
import { SERVER_KINDS } from "@/modules/kinds.server";
import { SEARCH_ENTITIES } from "@/lib/search/types";
import { PLATFORM_SOURCES } from "@/lib/server/search/platform-sources";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

/** The entities a kind's manifest names for search everything (none when it names none). */
const searchOf = (kind: ModuleKindManifest): readonly string[] => kind.search ?? [];

// Each kind's server side (modules/<segment>/kind.server.ts) agrees with its manifest, and the
// registries read from it: Ask AI, the jobs, the grid summaries, start-up and shutdown.
describe("the module kinds' server side", () => {
  it("has one entry per kind, for that kind", () => {
    expect(Object.keys(SERVER_KINDS).sort()).toEqual(MODULE_KINDS.map((kind) => kind.tag).sort());
    for (const kind of MODULE_KINDS) expect(SERVER_KINDS[kind.tag].kind).toBe(kind);
  });

  it("registers an assistant for exactly the kinds whose manifest says ai", () => {
    for (const tag of AI_MODULE_TAGS) expect(aiModuleKind(tag).tag).toBe(tag);
    const withAi = Object.values(SERVER_KINDS)
      .filter((server) => server.ai)
      .map((server) => server.kind.tag);
    expect(withAi.sort()).toEqual([...AI_MODULE_TAGS].sort());
  });

  it("gives the job system every kind's jobs, each name once", () => {
    const names = jobDefinitions.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    for (const server of Object.values(SERVER_KINDS)) {
      for (const job of server.jobs ?? []) expect(jobDefinitions).toContain(job);
    }
    expect(names).toEqual(
      expect.arrayContaining([
        "due-reminders",
        "campaign-send",
        "form-stats-fold",
        "send-email",
        "webhook-delivery",
      ]),
    );
  });

  it("gives search everything a source for each entity a manifest's search names, of its own kind", () => {
    for (const server of Object.values(SERVER_KINDS)) {
      const sources = server.search ?? [];
      expect(sources.map((source) => source.entity).sort()).toEqual([...searchOf(server.kind)].sort());
      // A source searches the modules of its own kind (the tag the module gate reads).
      for (const source of sources) expect(source.tag).toBe(server.kind.tag);
    }
    const entities = [
      ...PLATFORM_SOURCES.map((source) => source.entity),
      "module",
      ...Object.values(SERVER_KINDS).flatMap((server) => searchOf(server.kind)),
    ];
    expect(new Set(entities).size).toBe(entities.length);
    expect([...SEARCH_ENTITIES].sort()).toEqual([...entities].sort());
    for (const entity of entities) {
      expect(en.search.entities).toHaveProperty(entity);
      expect(es.search.entities).toHaveProperty(entity);
    }
  });

  it("summarises the kinds that have a grid card summary", () => {
    const summarized = Object.values(SERVER_KINDS)
      .filter((server) => server.summarize)
      .map((server) => server.kind.tag)
      .sort();
    expect(summarized).toEqual([
      "AICalendar",
      "DataVisualization",
      "FileManagement",
      "MeetingRoom",
      "Notification",
      "OnlineChat",
      "TaskManagement",
      "TimeTracker",
      "WorkflowAutomation",
    ]);
  });

  it("seeds the catalog from every kind's entry, in the list's order", async () => {
    const catalog = moduleCatalog();
    expect(catalog.map((entry) => entry.tag)).toEqual(MODULE_KINDS.map((kind) => kind.tag));
    for (const entry of catalog) {
      expect(MODULE_CATEGORIES).toContain(entry.category);
      expect(entry.title.trim()).not.toBe("");
    }
    const rows = await getDb().moduleDefinition.findMany({
      orderBy: { sortOrder: "asc" },
      select: { tag: true },
    });
    expect(rows.map((row) => row.tag)).toEqual(catalog.map((entry) => entry.tag));
  });

  it("runs the kinds' start-up work and their shutdown steps", async () => {
    const stop = startModuleKinds();
    await expect(stop()).resolves.toBeUndefined();
  });
});
