import {
  collectBookmarks,
  filterBookmarks,
  filterModules,
  filterProjects,
  nameMatches,
  topModules,
} from "@/components/shell/navbar/navigation-filter";
import type { NavModule, NavProject, Navigation } from "@/lib/navigation/types";

const mod = (id: string, name: string, isBookmark = false): NavModule => ({
  id,
  tag: "TaskManagement",
  name,
  isBookmark,
});
const project = (id: string, name: string, modules: NavModule[], isBookmark = false): NavProject => ({
  id,
  name,
  private: false,
  isBookmark,
  modules,
});

const navigation: Navigation = {
  projects: [
    project("p1", "Marketing Launch", [mod("m1", "Launch board", true), mod("m2", "Ad budget")], true),
    project("p2", "Diseño web", [mod("m3", "Sprint board"), mod("m4", "Calendar")]),
    project("p3", "Hiring", []),
  ],
  workspaceModules: [mod("w1", "Team chat", true), mod("w2", "Company files")],
};

describe("nameMatches", () => {
  it("ignores case, accents and surrounding spaces; an empty query matches all", () => {
    expect(nameMatches("Diseño web", "  DISENO ")).toBe(true);
    expect(nameMatches("Hiring", "")).toBe(true);
    expect(nameMatches("Hiring", "   ")).toBe(true);
    expect(nameMatches("Hiring", "fire")).toBe(false);
  });
});

describe("filterProjects", () => {
  it("keeps every project for an empty query", () => {
    expect(filterProjects(navigation.projects, "")).toBe(navigation.projects);
  });

  it("keeps a matching project with all its modules", () => {
    expect(filterProjects(navigation.projects, "marketing")).toEqual([navigation.projects[0]]);
  });

  it("keeps a project whose modules match, with only those modules", () => {
    const found = filterProjects(navigation.projects, "board");
    expect(found.map((p) => [p.id, p.modules.map((m) => m.id)])).toEqual([
      ["p1", ["m1"]],
      ["p2", ["m3"]],
    ]);
  });

  it("finds nothing for an unknown name", () => {
    expect(filterProjects(navigation.projects, "zzz")).toEqual([]);
    expect(filterModules(navigation.workspaceModules, "zzz")).toEqual([]);
  });
});

describe("collectBookmarks / filterBookmarks", () => {
  it("collects the caller's bookmarks of each kind with the module's project", () => {
    const bookmarks = collectBookmarks(navigation);
    expect(bookmarks.projects.map((p) => p.id)).toEqual(["p1"]);
    expect(bookmarks.projectModules.map(({ project: p, module: m }) => [p.id, m.id])).toEqual([["p1", "m1"]]);
    expect(bookmarks.workspaceModules.map((m) => m.id)).toEqual(["w1"]);
  });

  it("filters bookmarks by their own names", () => {
    const bookmarks = filterBookmarks(collectBookmarks(navigation), "chat");
    expect(bookmarks).toEqual({
      projects: [],
      projectModules: [],
      workspaceModules: [navigation.workspaceModules[0]],
    });
  });
});

describe("topModules", () => {
  const catalog = [
    { tag: "A", active: false },
    { tag: "B", active: true },
    { tag: "C", active: true },
    { tag: "D", active: false },
    { tag: "E", active: true },
    { tag: "F", active: true },
    { tag: "G", active: true },
    { tag: "H", active: true },
  ];

  it("shows 6 modules, active ones first, keeping catalog order", () => {
    expect(topModules(catalog).map((m) => m.tag)).toEqual(["B", "C", "E", "F", "G", "H"]);
  });

  it("fills with inactive ones when fewer than 6 are active", () => {
    expect(topModules(catalog.slice(0, 5)).map((m) => m.tag)).toEqual(["B", "C", "E", "A", "D"]);
    expect(topModules(catalog, 3).map((m) => m.tag)).toEqual(["B", "C", "E"]);
  });
});
