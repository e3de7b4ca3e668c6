import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { AI_MODULE_TAGS } from "@/lib/ai/types";
import { INTEGRABLE_TAGS, INTEGRATION_SEGMENTS } from "@/lib/integrations/types";
import { appletOfTag } from "@/lib/modules/module-access";
import { catalogTitleKey } from "@/lib/modules/module-name";
import { isProjectScoped, moduleHref, moduleIcon, moduleSegment, tagOfSegment } from "@/lib/modules/routes";
import { APPLETS } from "@/lib/schemas/permissions";
import { TUTORIAL_TOPICS } from "@/components/shell/tutorial/topics";
import { isModuleTag, MODULE_KINDS, MODULE_TAGS, moduleKind } from "@/modules/kinds";
import { KIND_PAGES, workspaceModulePage } from "@/modules/kinds.pages";

const ROOT = path.resolve(__dirname, "../..");

function message(messages: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe("the list of module kinds", () => {
  it("has one kind per folder under modules/, named by its segment", () => {
    const folders = readdirSync(path.join(ROOT, "modules"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, "modules", entry.name, "kind.ts")))
      .map((entry) => entry.name)
      .sort();
    expect(MODULE_KINDS.map((kind) => kind.segment).sort()).toEqual(folders);
  });

  it("gives every kind a unique PascalCase tag and a unique kebab-case segment", () => {
    expect(new Set(MODULE_TAGS).size).toBe(MODULE_KINDS.length);
    expect(new Set(MODULE_KINDS.map((kind) => kind.segment)).size).toBe(MODULE_KINDS.length);
    for (const kind of MODULE_KINDS) {
      expect(kind.tag).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(kind.segment).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it("declares each kind's applet, cover and titles in both languages", () => {
    for (const kind of MODULE_KINDS) {
      if (kind.applet !== null) expect(APPLETS).toContain(kind.applet);
      expect(existsSync(path.join(ROOT, "public", moduleIcon(kind.tag)))).toBe(true);
      expect(typeof message(en, catalogTitleKey(kind.tag))).toBe("string");
      expect(typeof message(es, catalogTitleKey(kind.tag))).toBe("string");
    }
  });

  it("gives each kind placed by module a page at /{segment}/{moduleId}", () => {
    for (const kind of MODULE_KINDS.filter((k) => k.placement === "module")) {
      expect(existsSync(path.join(ROOT, "app", "(protected)", kind.segment, "[moduleId]"))).toBe(true);
    }
  });

  it("declares workspace pages only for kinds placed under a project, each kind's own, listed once", async () => {
    // Each modules/<segment>/kind.pages.ts has its line in modules/kinds.pages.ts, under its own tag.
    const declared = MODULE_KINDS.filter((kind) =>
      existsSync(path.join(ROOT, "modules", kind.segment, "kind.pages.ts")),
    ).map((kind) => kind.tag);
    expect(Object.keys(KIND_PAGES).sort()).toEqual([...declared].sort());
    for (const [tag, pages] of Object.entries(KIND_PAGES)) {
      expect(pages?.kind.tag).toBe(tag);
      if (pages?.workspace) expect(pages.kind.placement).toBe("project");
    }
    // Online chat's workspace module opens its chat; a kind without one keeps the setup state.
    expect(typeof KIND_PAGES.OnlineChat?.workspace).toBe("function");
    expect(typeof KIND_PAGES.MeetingRoom?.workspace).toBe("function");
    expect(typeof KIND_PAGES.FileManagement?.workspace).toBe("function");
    expect(typeof KIND_PAGES.DatabaseGenerator?.workspace).toBe("function");
    expect(typeof KIND_PAGES.DataVisualization?.workspace).toBe("function");
    expect(KIND_PAGES.Notification).toBeUndefined();
    await expect(workspaceModulePage("Notification")).resolves.toBeNull();
    await expect(workspaceModulePage("constructor")).resolves.toBeNull();
  });

  it("holds every built kind (one with server code) to the platform's conformance rules", () => {
    const built = MODULE_KINDS.filter((kind) =>
      existsSync(path.join(ROOT, "modules", kind.segment, "server")),
    );
    expect(built.length).toBeGreaterThan(0);
    for (const kind of built) {
      const api = path.join(ROOT, "app", "api", "v1", kind.segment, "[moduleId]");
      // Its members routes are mounted, for its tag.
      expect(readFileSync(path.join(api, "member", "route.ts"), "utf8")).toContain(
        `moduleMemberRoutes("${kind.tag}", members)`,
      );
      expect(readFileSync(path.join(api, "member", "[memberId]", "route.ts"), "utf8")).toContain(
        `moduleMemberRoutes("${kind.tag}", members)`,
      );
      // Its contracts declare the members family under its own segment.
      expect(readFileSync(path.join(ROOT, "modules", kind.segment, "contracts.ts"), "utf8")).toContain(
        `moduleMemberEndpoints("${kind.segment}")`,
      );
      // Its services open modules of its own kind through the gate (the tag may be a constant of its own).
      const code = (folder: string) =>
        existsSync(path.join(ROOT, "modules", kind.segment, folder))
          ? readdirSync(path.join(ROOT, "modules", kind.segment, folder), { recursive: true })
              .map(String)
              .filter((file) => /\.tsx?$/.test(file))
              .map((file) => readFileSync(path.join(ROOT, "modules", kind.segment, folder, file), "utf8"))
          : [];
      expect(code("server").some((text) => text.includes("moduleScope("))).toBe(true);
      expect([...code("server"), ...code("shared")].some((text) => text.includes(`"${kind.tag}"`))).toBe(
        true,
      );
      // An integrable kind mounts the integration family under its segment.
      if (kind.integrable) {
        expect(readFileSync(path.join(ROOT, "modules", kind.segment, "contracts.ts"), "utf8")).toContain(
          `integrationEndpoints("${kind.segment}")`,
        );
        expect(readFileSync(path.join(api, "integration", "route.ts"), "utf8")).toContain(
          `integrationRoutes("${kind.tag}", integration)`,
        );
      }
      // Its route files are served from contracts (tests/integration/api/contracts.test.ts checks each).
      const routeFiles = readdirSync(path.join(ROOT, "app", "api", "v1", kind.segment), { recursive: true })
        .map(String)
        .filter((file) => file.endsWith("route.ts"))
        .map((file) => readFileSync(path.join(ROOT, "app", "api", "v1", kind.segment, file), "utf8"));
      for (const text of routeFiles) expect(text).toMatch(/serve\(|moduleMemberRoutes\(|integrationRoutes\(/);
      // The room events it publishes are typed in its own folder: a kind whose code publishes
      // `<kind>.events` declares them in server/events.ts (KindDomainEvents, by its tag).
      const published = code("server").flatMap((text) =>
        [...text.matchAll(/type: "([\w-]+\.events)"/g)].map((m) => m[1]!),
      );
      const eventsFile = path.join(ROOT, "modules", kind.segment, "server", "events.ts");
      for (const type of new Set(published)) {
        const declared = [
          eventsFile,
          ...MODULE_KINDS.map((other) => path.join(ROOT, "modules", other.segment, "server", "events.ts")),
        ].some((file) => existsSync(file) && readFileSync(file, "utf8").includes(`type: "${type}"`));
        expect({ kind: kind.tag, type, declared }).toEqual({ kind: kind.tag, type, declared: true });
      }
      if (existsSync(eventsFile))
        expect(readFileSync(eventsFile, "utf8")).toMatch(
          new RegExp(`interface KindDomainEvents \\{\\s*${kind.tag}:`),
        );
      // Its integration tests try another workspace's ids.
      const tests = path.join(ROOT, "tests", "integration", kind.segment);
      const testCode = readdirSync(tests)
        .filter((file) => file.endsWith(".test.ts"))
        .map((file) => readFileSync(path.join(tests, file), "utf8"));
      expect(testCode.some((code) => /seedTeam\("Other"\)|another workspace/.test(code))).toBe(true);
    }
  });

  it("derives the registries keyed by kind from the manifests", () => {
    const tm = moduleKind("TaskManagement")!;
    expect(moduleSegment("TaskManagement")).toBe("task-management");
    expect(tagOfSegment("meeting-room")).toBe("MeetingRoom");
    expect(moduleHref({ id: "m1", tag: "TaskManagement" })).toBe("/task-management/m1");
    expect(moduleHref({ id: "m2", tag: "OnlineChat" }, "p1")).toBe("/project/p1/online-chat?moduleId=m2");
    expect(moduleHref({ id: "m3", tag: "OnlineChat" })).toBe("/workspace-modules/m3");
    expect(isProjectScoped("OnlineChat")).toBe(true);
    expect(isProjectScoped("TaskManagement")).toBe(false);
    expect(isProjectScoped("constructor")).toBe(false);
    expect(moduleHref({ id: "m4", tag: "toString" }, "p1")).toBe("/workspace-modules/m4");
    expect(appletOfTag("TaskManagement")).toBe(tm.applet);
    expect(appletOfTag("TimeTracker")).toBeNull();
    expect(appletOfTag("Unknown")).toBeNull();
    expect(isModuleTag("Unknown")).toBe(false);
    expect(moduleSegment("Unknown")).toBeUndefined();
    expect([...INTEGRABLE_TAGS]).toEqual(MODULE_KINDS.filter((k) => k.integrable).map((k) => k.tag));
    for (const tag of INTEGRABLE_TAGS) expect(INTEGRATION_SEGMENTS[tag]).toBe(moduleSegment(tag));
    expect([...AI_MODULE_TAGS]).toEqual(MODULE_KINDS.filter((k) => k.ai).map((k) => k.tag));
    expect([...AI_MODULE_TAGS].sort()).toEqual([
      "ContentHub",
      "DatabaseGenerator",
      "FileManagement",
      "OnlineChat",
      "TaskManagement",
    ]);
  });

  it("orders the tutorial's 14 topics by their manifests' places", () => {
    expect(TUTORIAL_TOPICS).toEqual([
      "TaskManagement",
      "AICalendar",
      "WorkflowAutomation",
      "Notification",
      "FileManagement",
      "OnlineChat",
      "TimeTracker",
      "FormBuilder",
      "DatabaseGenerator",
      "MeetingRoom",
      "ChartGenerator",
      "CRM",
      "DataTable",
      "QuizSurvey",
    ]);
  });
});
