import { appletOfTag, resolveModuleAccess, type ModuleAccessInput } from "@/lib/modules/module-access";
import type { Grant, RoleValue } from "@/lib/schemas/permissions";

const all: Grant = { view: true, add: true, edit: true, delete: true };
const viewOnly: Grant = { view: true, add: false, edit: false, delete: false };
const none: Grant = { view: false, add: false, edit: false, delete: false };

function input(overrides: Partial<ModuleAccessInput> = {}): ModuleAccessInput {
  return {
    workspaceRole: "member",
    accessToAll: false,
    project: { private: false, role: null },
    module: { private: false, role: null },
    grant: all,
    ...overrides,
  };
}

/** [visible, read, add, edit, delete, manageMembers] */
const row = (access: ReturnType<typeof resolveModuleAccess>) => [
  access.visible,
  access.read,
  access.add,
  access.edit,
  access.delete,
  access.manageMembers,
];

describe("resolveModuleAccess: workspace role × project role × module role × grant", () => {
  const cases: [string, Partial<ModuleAccessInput>, boolean[]][] = [
    ["owner, public project", { workspaceRole: "owner" }, [true, true, true, true, true, true]],
    [
      "admin, private project without a role",
      { workspaceRole: "admin", project: { private: true, role: null } },
      [true, true, true, true, true, true],
    ],
    ["member, public project", {}, [true, true, true, true, true, false]],
    [
      "member, private project without a role",
      { project: { private: true, role: null } },
      [false, false, false, false, false, false],
    ],
    [
      "member with access to all, private project",
      { accessToAll: true, project: { private: true, role: null } },
      [true, true, true, true, true, false],
    ],
    [
      "member, private project as its member",
      { project: { private: true, role: "member" } },
      [true, true, true, true, true, false],
    ],
    [
      "member, project viewer",
      { project: { private: false, role: "viewer" } },
      [true, true, false, false, false, false],
    ],
    [
      "member, project admin",
      { project: { private: false, role: "admin" } },
      [true, true, true, true, true, true],
    ],
    [
      "member, project viewer but module member: the module role wins",
      { project: { private: false, role: "viewer" }, module: { private: false, role: "member" } },
      [true, true, true, true, true, false],
    ],
    [
      "member, module admin",
      { module: { private: false, role: "admin" } },
      [true, true, true, true, true, true],
    ],
    [
      "member, module viewer",
      { module: { private: false, role: "viewer" } },
      [true, true, false, false, false, false],
    ],
    [
      "viewer of the workspace, module admin: never writes",
      { workspaceRole: "viewer", grant: viewOnly, module: { private: false, role: "admin" } },
      [true, true, false, false, false, false],
    ],
    [
      "guest, public project",
      { workspaceRole: "guest", grant: viewOnly },
      [true, true, false, false, false, false],
    ],
    [
      "member denied the applet's view: forbidden, not hidden",
      { grant: none },
      [true, false, false, false, false, false],
    ],
    ["member with view only in the matrix", { grant: viewOnly }, [true, true, false, false, false, false]],
    [
      "member who may add but not delete",
      { grant: { view: true, add: true, edit: true, delete: false } },
      [true, true, true, true, false, false],
    ],
    [
      "private module: others do not see it",
      { module: { private: true, role: null } },
      [false, false, false, false, false, false],
    ],
    [
      "private module: its members do",
      { module: { private: true, role: "viewer" } },
      [true, true, false, false, false, false],
    ],
    [
      "private module: project admins do",
      { project: { private: false, role: "admin" }, module: { private: true, role: null } },
      [true, true, true, true, true, true],
    ],
    [
      "private module: workspace admins do",
      { workspaceRole: "admin", module: { private: true, role: null } },
      [true, true, true, true, true, true],
    ],
    [
      "private module: access to all is not enough",
      { accessToAll: true, module: { private: true, role: null } },
      [false, false, false, false, false, false],
    ],
    ["workspace module, member", { project: null }, [true, true, true, true, true, false]],
    [
      "workspace module, module admin",
      { project: null, module: { private: false, role: "admin" } },
      [true, true, true, true, true, true],
    ],
    ["kind without a matrix row", { grant: null }, [true, true, true, true, true, false]],
  ];
  it.each(cases)("%s", (_name, overrides, expected) => {
    expect(row(resolveModuleAccess(input(overrides)))).toEqual(expected);
  });

  it("write is any of add, edit or delete", () => {
    expect(
      resolveModuleAccess(input({ grant: { view: true, add: false, edit: false, delete: true } })).write,
    ).toBe(true);
    expect(resolveModuleAccess(input({ grant: viewOnly })).write).toBe(false);
  });

  it("every workspace role reads a public module it may view", () => {
    for (const role of ["owner", "admin", "member", "viewer", "guest"] as RoleValue[]) {
      expect(resolveModuleAccess(input({ workspaceRole: role, grant: viewOnly })).read).toBe(true);
    }
  });
});

describe("appletOfTag", () => {
  it("maps module kinds to the permissions matrix's rows", () => {
    expect(appletOfTag("TaskManagement")).toBe("taskManagement");
    expect(appletOfTag("FormBuilder")).toBe("formBuilder");
    expect(appletOfTag("OnlineChat")).toBe("onlineChat");
    expect(appletOfTag("TimeTracker")).toBeNull();
    expect(appletOfTag("ContentHub")).toBeNull();
  });
});
