import {
  dvHrefs,
  isListDialog,
  sourceRefOf,
  workspaceScreenOf,
} from "@/modules/data-visualization/shared/urls";
import { nameFromPrompt, nameProblem } from "@/modules/data-visualization/components/list/name-schema";

// Where the data visualization kind's screens are: a project's module's routes (spec) and a
// workspace module's page by its query; the names the creation dialogs start from.

const id = "a".repeat(24);
const project = { projectId: "p".repeat(24), moduleId: "m".repeat(24) };
const workspace = { projectId: null, moduleId: "m".repeat(24) };

describe("dvHrefs", () => {
  it("writes a project's module's routes with its moduleId", () => {
    expect(dvHrefs.list(project)).toBe(
      `/project/${project.projectId}/data-visualization/dashboard?moduleId=${project.moduleId}`,
    );
    expect(dvHrefs.list(project, "add")).toBe(
      `/project/${project.projectId}/data-visualization/dashboard/add?moduleId=${project.moduleId}`,
    );
    expect(dvHrefs.visualization(project, id)).toBe(
      `/project/${project.projectId}/data-visualization/${id}?moduleId=${project.moduleId}`,
    );
    expect(dvHrefs.addChart(project, id, { type: "table", id })).toBe(
      `/project/${project.projectId}/data-visualization/${id}/add-chart?moduleId=${project.moduleId}&source=table%3A${id}`,
    );
  });

  it("writes a workspace module's page with the screen in its query, and reads it back", () => {
    expect(dvHrefs.list(workspace)).toBe(`/workspace-modules/${workspace.moduleId}`);
    const dialog = dvHrefs.list(workspace, "add-data-visualization-use-a-template");
    expect(dialog).toBe(
      `/workspace-modules/${workspace.moduleId}?dialog=add-data-visualization-use-a-template`,
    );
    const read = (href: string) => {
      const query = new URL(href, "http://x").searchParams;
      return workspaceScreenOf((name) => query.get(name) ?? undefined);
    };
    expect(read(dialog)).toEqual({ kind: "dashboard-list", dialog: "add-data-visualization-use-a-template" });
    expect(read(dvHrefs.visualization(workspace, id))).toEqual({
      kind: "visualization",
      dashboardId: id,
      dialog: null,
    });
    expect(read(dvHrefs.addChart(workspace, id, { type: "dataset", id }))).toEqual({
      kind: "visualization",
      dashboardId: id,
      dialog: "add-chart",
    });
    expect(read(`/workspace-modules/x?dashboardId=${id}`)).toEqual({
      kind: "visualization",
      dashboardId: id,
      dialog: null,
    });
    expect(read("/workspace-modules/x?dialog=nope")).toEqual({ kind: "dashboard-list", dialog: null });
    expect(read("/workspace-modules/x?dashboard=nope")).toBeNull();
  });

  it("reads dialogs and sources", () => {
    expect(isListDialog("add")).toBe(true);
    expect(isListDialog("add-chart")).toBe(false);
    expect(sourceRefOf(`connector:${id}`)).toEqual({ type: "connector", id });
    expect(sourceRefOf(`sql:${id}`)).toBeNull();
    expect(sourceRefOf(undefined)).toBeNull();
  });
});

describe("names", () => {
  it("starts a visualization's name from its description's first sentence", () => {
    expect(nameFromPrompt("tasks by assignee. And more")).toBe("Tasks by assignee");
    expect(nameFromPrompt("  ")).toBe("");
    const long = nameFromPrompt("hours per project this month and billable vs non-billable hours per person");
    expect(long.length).toBeLessThanOrEqual(61);
    expect(long.endsWith("…")).toBe(true);
  });

  it("checks a name as the server does", () => {
    expect(nameProblem(" ")).toBe("dashboardNameRequired");
    expect(nameProblem("x".repeat(101))).toBe("dashboardNameTooLong");
    expect(nameProblem(" Delivery ")).toBeNull();
  });
});
