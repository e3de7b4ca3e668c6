import {
  decodeFilters,
  readTaskViewState,
  viewHref,
  viewQueryAt,
  writeTaskViewState,
} from "@/modules/task-management/client/view-state";

const BASE = "/task-management/65a1b2c3d4e5f60718293a4b";
const high = [{ field: "priority", operator: "is", value: ["high"] }];

describe("readTaskViewState", () => {
  it("gives the defaults for an empty query", () => {
    expect(readTaskViewState(new URLSearchParams())).toEqual({
      active: "board",
      filters: [],
      me: false,
      search: "",
      projectId: null,
    });
  });

  it("reads active, filters, me and q", () => {
    const params = new URLSearchParams({
      active: "list",
      filters: JSON.stringify(high),
      me: "1",
      q: "login",
      projectId: "65A1B2C3D4E5F60718293A4B",
    });
    expect(readTaskViewState(params)).toEqual({
      active: "list",
      filters: high,
      me: true,
      search: "login",
      projectId: "65a1b2c3d4e5f60718293a4b",
    });
  });

  it("ignores invalid values instead of failing", () => {
    const params = new URLSearchParams({ active: "kanban", filters: "[{", me: "yes", projectId: "nope" });
    expect(readTaskViewState(params)).toMatchObject({
      active: "board",
      filters: [],
      me: false,
      projectId: null,
    });
    expect(decodeFilters(JSON.stringify([{ field: "priority", operator: "is", value: ["urgent"] }]))).toEqual(
      [],
    );
    expect(decodeFilters(JSON.stringify([{ field: "nope", operator: "is", value: ["x"] }]))).toEqual([]);
  });

  it("cuts an overlong search", () => {
    expect(readTaskViewState(new URLSearchParams({ q: "x".repeat(300) })).search).toHaveLength(200);
  });
});

describe("writeTaskViewState", () => {
  it("keeps other parameters and round-trips", () => {
    const projectId = "65a1b2c3d4e5f60718293a4b";
    const query = writeTaskViewState(new URLSearchParams({ projectId, active: "board" }), {
      active: "list",
      filters: high as never,
      me: true,
      search: "  bug  ",
    });
    const params = new URLSearchParams(query);
    expect(readTaskViewState(params)).toEqual({
      active: "list",
      filters: high,
      me: true,
      search: "  bug  ",
      projectId,
    });
  });

  it("drops empty filters, me off and a blank search", () => {
    const start = new URLSearchParams({ filters: JSON.stringify(high), me: "1", q: "x", active: "list" });
    const query = writeTaskViewState(start, { filters: [], me: false, search: "   " });
    expect(query).toBe("active=list");
  });
});

describe("viewQueryAt", () => {
  it("is the page's own query on the module's path", () => {
    expect(viewQueryAt(BASE, new URLSearchParams("active=list&me=1"), BASE)).toBe("active=list&me=1");
  });

  it("is the redirect's query on a dialog route that returns to the module", () => {
    const redirect = `${BASE}?active=list&q=login`;
    const params = new URLSearchParams({ redirect, active: "list" });
    expect(viewQueryAt(`${BASE}/tasks/create`, params, BASE)).toBe("active=list&q=login");
  });

  it("is null for a dialog without a usable redirect and for other paths", () => {
    expect(viewQueryAt(`${BASE}/members`, new URLSearchParams({ redirect: "/projects" }), BASE)).toBeNull();
    expect(viewQueryAt(`${BASE}/members`, new URLSearchParams(), BASE)).toBeNull();
    expect(viewQueryAt("/projects", new URLSearchParams("active=list"), BASE)).toBeNull();
    expect(viewQueryAt(`${BASE}x`, new URLSearchParams("active=list"), BASE)).toBeNull();
  });
});

it("viewHref leaves out an empty query", () => {
  expect(viewHref(BASE, "")).toBe(BASE);
  expect(viewHref(BASE, "active=list")).toBe(`${BASE}?active=list`);
});
