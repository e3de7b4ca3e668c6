import {
  APPLETS,
  type Applet,
  type PermissionAction,
  type Permissions,
  type RoleValue,
} from "@/lib/schemas/permissions";
import { effectivePermissions } from "@/lib/server/permissions/roles";
import {
  accessToAllDenial,
  customRoleDenial,
  manageDenial,
  matrixDenial,
  normalizeMatrix,
  removalDenial,
  roleChangeDenial,
  transferDenial,
} from "@/lib/server/members/member-rules";

function acting(role: RoleValue, saved: Permissions | null = null, userId = `u-${role}`) {
  const grants = effectivePermissions(role, saved);
  return {
    userId,
    role,
    isOwner: role === "owner",
    can: (applet: Applet, action: PermissionAction) => grants[applet][action],
  };
}
const target = (role: RoleValue, userId = `t-${role}`) => ({ userId, role });
const code = (error: { status: number; messages: string[] } | null) =>
  error ? `${error.status} ${error.messages[0]}` : null;

const none = Object.fromEntries(
  APPLETS.map((a) => [a, { view: false, add: false, edit: false, delete: false }]),
) as Permissions;
const withUm = (grant: Partial<Permissions["userManagement"]>) =>
  ({ ...none, userManagement: { ...none.userManagement, view: true, ...grant } }) as Permissions;

describe("role changes", () => {
  it("lets admins move members, viewers and guests, and only owners touch admins", () => {
    expect(roleChangeDenial(acting("admin"), target("member"), "viewer")).toBeNull();
    expect(code(roleChangeDenial(acting("admin"), target("member"), "admin"))).toBe(
      "403 errors.adminsByOwnerOnly",
    );
    expect(code(roleChangeDenial(acting("admin"), target("admin"), "member"))).toBe(
      "403 errors.adminsByOwnerOnly",
    );
    expect(roleChangeDenial(acting("owner"), target("admin"), "member")).toBeNull();
    expect(roleChangeDenial(acting("owner"), target("viewer"), "admin")).toBeNull();
  });

  it("never changes the owner's role or one's own, and needs userManagement.edit", () => {
    expect(code(roleChangeDenial(acting("admin"), target("owner"), "admin"))).toBe(
      "403 errors.ownerRoleFixed",
    );
    expect(code(roleChangeDenial(acting("admin", null, "me"), target("admin", "me"), "member"))).toBe(
      "403 errors.ownRoleChange",
    );
    expect(code(roleChangeDenial(acting("member"), target("viewer"), "guest"))).toBe("403 errors.forbidden");
    const trusted = acting("member", withUm({ edit: true }), "me");
    expect(roleChangeDenial(trusted, target("viewer"), "guest")).toBeNull();
    expect(code(roleChangeDenial(trusted, target("member", "me"), "viewer"))).toBe(
      "403 errors.ownRoleChange",
    );
  });

  it("transfers only from the owner to someone else", () => {
    expect(transferDenial(acting("owner"), target("member"))).toBeNull();
    expect(code(transferDenial(acting("admin"), target("member")))).toBe("403 errors.ownerOnly");
    expect(code(transferDenial(acting("owner", null, "me"), target("owner", "me")))).toBe(
      "400 errors.transferToSelf",
    );
  });
});

describe("removal", () => {
  it("lets anyone but the owner leave, and nobody remove the owner", () => {
    for (const role of ["admin", "member", "viewer", "guest"] as const)
      expect(removalDenial(acting(role, null, "me"), target(role, "me"))).toBeNull();
    expect(code(removalDenial(acting("owner", null, "me"), target("owner", "me")))).toBe(
      "403 errors.ownerCannotLeave",
    );
    expect(code(removalDenial(acting("admin"), target("owner")))).toBe("403 errors.ownerCannotBeRemoved");
  });

  it("needs userManagement.delete, and the owner for admins", () => {
    expect(removalDenial(acting("admin"), target("member"))).toBeNull();
    expect(code(removalDenial(acting("admin"), target("admin")))).toBe("403 errors.adminsByOwnerOnly");
    expect(code(removalDenial(acting("member"), target("guest")))).toBe("403 errors.forbidden");
    expect(removalDenial(acting("member", withUm({ delete: true })), target("guest"))).toBeNull();
    // A viewer never deletes, whatever was saved.
    expect(code(removalDenial(acting("viewer", withUm({ delete: true })), target("guest")))).toBe(
      "403 errors.forbidden",
    );
  });
});

describe("permissions, access and titles", () => {
  it("manages others only, never the owner, admins only by the owner", () => {
    expect(manageDenial(acting("admin"), target("member"))).toBeNull();
    expect(code(manageDenial(acting("admin"), target("owner")))).toBe("403 errors.ownerAccessFixed");
    expect(code(manageDenial(acting("admin", null, "me"), target("admin", "me")))).toBe(
      "403 errors.ownAccessChange",
    );
    expect(manageDenial(acting("owner"), target("admin"))).toBeNull();
    expect(code(customRoleDenial(acting("admin"), target("owner")))).toBe("403 errors.ownerRoleFixed");
    expect(customRoleDenial(acting("owner"), target("owner"))).toBeNull();
  });

  it("refuses matrices for admins and grants beyond a non-admin editor's own", () => {
    expect(code(matrixDenial(acting("owner"), "admin", none))).toBe("400 errors.permissionsFixedForAdmins");
    expect(matrixDenial(acting("admin"), "member", withUm({ delete: true }))).toBeNull();
    const editor = acting("member", withUm({ edit: true }));
    expect(matrixDenial(editor, "viewer", withUm({}))).toBeNull();
    expect(code(matrixDenial(editor, "viewer", withUm({ delete: true })))).toBe(
      "403 errors.permissionsBeyondOwn",
    );
  });

  it("normalises a matrix for the role and keeps accessToAll for admins", () => {
    const writes = { ...none, formBuilder: { view: false, add: true, edit: false, delete: false } };
    expect(normalizeMatrix(writes, "member").formBuilder).toEqual({
      view: true,
      add: true,
      edit: false,
      delete: false,
    });
    expect(normalizeMatrix(writes, "guest").formBuilder).toEqual({
      view: false,
      add: false,
      edit: false,
      delete: false,
    });
    expect(accessToAllDenial("admin", true)).toBeNull();
    expect(accessToAllDenial("member", false)).toBeNull();
    expect(code(accessToAllDenial("member", true))).toBe("400 errors.accessToAllAdminsOnly");
  });
});
