import {
  applyResults,
  changedRows,
  initialAccessState,
  rolesFor,
  rowFor,
  rowKey,
  setModuleRole,
  setProjectRole,
  toggleModule,
  toggleProject,
  type AccessTreeState,
} from "@/lib/client/access-tree";
import type { AccessGrant, AccessTreeProject } from "@/lib/schemas/access";

const tree: AccessTreeProject[] = [
  {
    id: "p1",
    name: "Launch",
    private: false,
    modules: [
      { id: "m1", name: "Board", tag: "TaskManagement" },
      { id: "m2", name: "Calendar", tag: "AICalendar" },
    ],
  },
  { id: "p2", name: "Ops", private: true, modules: [{ id: "m3", name: "Chat", tag: "OnlineChat" }] },
];
const fresh = () => initialAccessState(tree, [], "member");
const checked = (state: AccessTreeState) => ({
  projects: Object.keys(state.projects).filter((id) => state.projects[id]!.checked),
  modules: Object.keys(state.modules).filter((id) => state.modules[id]!.checked),
});

describe("access tree state", () => {
  it("starts from the saved grants: ticked with their role and server role", () => {
    const grants: AccessGrant[] = [
      { type: "project", owner: "p1", name: "Launch", role: "admin", parentOwner: null },
      { type: "module", owner: "m2", name: "Calendar", role: "viewer", parentOwner: "p1" },
    ];
    const state = initialAccessState(tree, grants, "member");
    expect(state.projects.p1).toEqual({ checked: true, role: "admin", serverRole: "admin" });
    expect(state.projects.p2).toEqual({ checked: false, role: "member", serverRole: null });
    expect(state.modules.m2).toEqual({ checked: true, role: "viewer", serverRole: "viewer", parent: "p1" });
    expect(state.modules.m1).toMatchObject({ checked: false, serverRole: null, parent: "p1" });
    expect(changedRows(state)).toEqual([]);
  });

  it("ticks a project's modules with it, and removing a project removes its modules", () => {
    let state = setProjectRole(fresh(), "p1", "viewer");
    state = toggleProject(state, "p1", true);
    expect(checked(state)).toEqual({ projects: ["p1"], modules: ["m1", "m2"] });
    expect(state.modules.m1?.role).toBe("viewer");
    state = toggleProject(state, "p1", false);
    expect(checked(state)).toEqual({ projects: [], modules: [] });
  });

  it("ticks the project when one of its modules is ticked", () => {
    const state = toggleModule(fresh(), "m3", true);
    expect(checked(state)).toEqual({ projects: ["p2"], modules: ["m3"] });
    expect(checked(toggleModule(state, "m3", false))).toEqual({ projects: ["p2"], modules: [] });
  });

  it("cascades a project's admin role to all its modules", () => {
    let state = toggleProject(fresh(), "p1", true);
    state = setModuleRole(state, "m2", "guest");
    state = setProjectRole(state, "p1", "admin");
    expect(state.modules.m1?.role).toBe("admin");
    expect(state.modules.m2?.role).toBe("admin");
    expect(state.modules.m3?.role).toBe("member");
  });

  it("resets only the modules without a server role when the project goes back to member", () => {
    const grants: AccessGrant[] = [
      { type: "project", owner: "p1", name: "Launch", role: "member", parentOwner: null },
      { type: "module", owner: "m1", name: "Board", role: "viewer", parentOwner: "p1" },
    ];
    let state = initialAccessState(tree, grants, "member");
    state = toggleModule(state, "m2", true);
    state = setProjectRole(state, "p1", "admin");
    expect([state.modules.m1?.role, state.modules.m2?.role]).toEqual(["admin", "admin"]);
    state = setProjectRole(state, "p1", "member");
    expect(state.modules.m1?.role).toBe("admin"); // saved as viewer on the server: left alone
    expect(state.modules.m2?.role).toBe("member"); // never saved: reset
  });

  it("offers viewers and guests only viewer and guest", () => {
    expect(rolesFor("guest")).toEqual(["viewer", "guest"]);
    expect(rolesFor("member")).toEqual(["admin", "member", "viewer", "guest"]);
  });
});

describe("access rows", () => {
  it("sends project grants first, then modules, then project removals", () => {
    const grants: AccessGrant[] = [
      { type: "project", owner: "p2", name: "Ops", role: "member", parentOwner: null },
    ];
    let state = initialAccessState(tree, grants, "member");
    state = toggleProject(state, "p2", false);
    state = toggleProject(state, "p1", true);
    state = setModuleRole(state, "m2", "viewer");
    expect(changedRows(state)).toEqual([
      { type: "project", action: "add", owner: "p1", role: "member", parentOwner: null, serverRole: null },
      { type: "module", action: "add", owner: "m1", role: "member", parentOwner: "p1", serverRole: null },
      { type: "module", action: "add", owner: "m2", role: "viewer", parentOwner: "p1", serverRole: null },
      {
        type: "project",
        action: "remove",
        owner: "p2",
        role: "member",
        parentOwner: null,
        serverRole: "member",
      },
    ]);
  });

  it("sends a role change of saved access as an add with the server role", () => {
    const grants: AccessGrant[] = [
      { type: "project", owner: "p1", name: "Launch", role: "member", parentOwner: null },
    ];
    const state = setProjectRole(initialAccessState(tree, grants, "member"), "p1", "admin");
    expect(rowFor(state, rowKey("project", "p1"))).toEqual({
      type: "project",
      action: "add",
      owner: "p1",
      role: "admin",
      parentOwner: null,
      serverRole: "member",
    });
    expect(rowFor(state, rowKey("project", "p2"))).toBeNull();
  });

  it("keeps saved rows as the new server state and reports failed rows by key for retry", () => {
    let state = toggleProject(fresh(), "p1", true);
    const rows = changedRows(state);
    const result = applyResults(state, rows, [
      { type: "project", owner: "p1", ok: true },
      { type: "module", owner: "m1", ok: false, message: "Failed to add. Try again" },
      { type: "module", owner: "m2", ok: true },
    ]);
    state = result.state;
    expect(result.failures).toEqual({ "module:m1": "Failed to add. Try again" });
    expect(state.projects.p1?.serverRole).toBe("member");
    expect(state.modules.m1?.serverRole).toBeNull();
    // Only the failed row is left to send: the retry button sends exactly it.
    expect(changedRows(state)).toEqual([rowFor(state, "module:m1")]);
  });

  it("clears a removed project's modules from the server state", () => {
    const grants: AccessGrant[] = [
      { type: "project", owner: "p1", name: "Launch", role: "member", parentOwner: null },
      { type: "module", owner: "m1", name: "Board", role: "member", parentOwner: "p1" },
    ];
    let state = toggleProject(initialAccessState(tree, grants, "member"), "p1", false);
    const rows = [rowFor(state, "project:p1")!];
    state = applyResults(state, rows, [{ type: "project", owner: "p1", ok: true }]).state;
    expect(state.modules.m1?.serverRole).toBeNull();
    expect(changedRows(state)).toEqual([]);
  });
});
