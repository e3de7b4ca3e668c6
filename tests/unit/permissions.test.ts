import { APPLETS, type Permissions } from "@/lib/schemas/permissions";
import { atLeast, defaultPermissions, effectivePermissions } from "@/lib/server/permissions/roles";

const everything = Object.fromEntries(
  APPLETS.map((a) => [a, { view: true, add: true, edit: true, delete: true }]),
) as Permissions;
const nothing = Object.fromEntries(
  APPLETS.map((a) => [a, { view: false, add: false, edit: false, delete: false }]),
) as Permissions;

describe("roles", () => {
  it("ranks owner > admin > member > viewer > guest", () => {
    expect(atLeast("owner", "admin")).toBe(true);
    expect(atLeast("admin", "admin")).toBe(true);
    expect(atLeast("member", "admin")).toBe(false);
    expect(atLeast("viewer", "member")).toBe(false);
    expect(atLeast("guest", "viewer")).toBe(false);
  });

  it("gives members full work applets but only a view of user management by default", () => {
    const member = defaultPermissions("member");
    expect(member.taskManagement).toEqual({ view: true, add: true, edit: true, delete: true });
    expect(member.userManagement).toEqual({ view: true, add: false, edit: false, delete: false });
  });

  it("keeps the workspace's people out of a guest's default view", () => {
    expect(defaultPermissions("guest").userManagement.view).toBe(false);
    expect(defaultPermissions("guest").taskManagement.view).toBe(true);
    expect(defaultPermissions("viewer").userManagement.view).toBe(true);
  });

  it("lets a saved matrix narrow or widen a member's grants", () => {
    expect(effectivePermissions("member", nothing).taskManagement.view).toBe(false);
    expect(effectivePermissions("member", everything).userManagement.add).toBe(true);
  });

  it("never lets viewers and guests write, whatever was saved", () => {
    for (const role of ["viewer", "guest"] as const) {
      const grants = effectivePermissions(role, everything);
      for (const applet of APPLETS)
        expect(grants[applet]).toEqual({ view: true, add: false, edit: false, delete: false });
      expect(effectivePermissions(role, nothing).taskManagement.view).toBe(false);
    }
  });

  it("keeps owners and admins at full rights even with a restrictive saved matrix", () => {
    for (const role of ["owner", "admin"] as const) {
      expect(effectivePermissions(role, nothing)).toEqual(everything);
    }
  });
});
