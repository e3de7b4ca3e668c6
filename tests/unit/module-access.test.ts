import { appletOfTag, resolveModuleAccess, type ModuleAccessInput } from "@/lib/modules/module-access";
import type { Grant, RoleValue } from "@/lib/schemas/permissions";

const all: Grant = { view: true, add: true, edit: true, delete: true };
const viewOnly: Grant = { view: true, add: false, edit: false, delete: false };
const none: Grant = { view: false, add: false, edit: false, delete: false };

function input(overrides: Partial<ModuleAccessInput> = {}): ModuleAccessInput {
  return {
    workspaceRole: "member",
    visible: true,
    readable: true,
    projectRole: null,
    moduleRole: null,
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

// Visibility and readability come from the access rule in SQL (suite_visible_modules), tested cell by
// cell in tests/integration/modules/access-matrix.test.ts; these are the rights derived from them.
describe("resolveModuleAccess: workspace role × project role × module role × grant", () => {
  const cases: [string, Partial<ModuleAccessInput>, boolean[]][] = [
    ["owner", { workspaceRole: "owner" }, [true, true, true, true, true, true]],
    ["admin without a project role", { workspaceRole: "admin" }, [true, true, true, true, true, true]],
    ["member", {}, [true, true, true, true, true, false]],
    ["not visible: nothing", { visible: false }, [false, false, false, false, false, false]],
    [
      "visible but the matrix denies View: forbidden, not hidden",
      { readable: false, grant: none },
      [true, false, false, false, false, false],
    ],
    ["member, project viewer", { projectRole: "viewer" }, [true, true, false, false, false, false]],
    ["member, project admin", { projectRole: "admin" }, [true, true, true, true, true, true]],
    [
      "member, project viewer but module member: the module role wins",
      { projectRole: "viewer", moduleRole: "member" },
      [true, true, true, true, true, false],
    ],
    ["member, module admin", { moduleRole: "admin" }, [true, true, true, true, true, true]],
    ["member, module viewer", { moduleRole: "viewer" }, [true, true, false, false, false, false]],
    [
      "viewer of the workspace, module admin: never writes",
      { workspaceRole: "viewer", grant: viewOnly, moduleRole: "admin" },
      [true, true, false, false, false, false],
    ],
    [
      "admin of the workspace, module viewer: never narrowed",
      { workspaceRole: "admin", moduleRole: "viewer" },
      [true, true, true, true, true, true],
    ],
    ["guest", { workspaceRole: "guest", grant: viewOnly }, [true, true, false, false, false, false]],
    ["member with view only in the matrix", { grant: viewOnly }, [true, true, false, false, false, false]],
    [
      "member who may add but not delete",
      { grant: { view: true, add: true, edit: true, delete: false } },
      [true, true, true, true, false, false],
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

  it("every workspace role reads a module the rule lets it read", () => {
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
