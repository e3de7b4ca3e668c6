import {
  columnState,
  lockedActions,
  sameMatrix,
  toggleCell,
  toggleColumn,
} from "@/lib/client/permissions-matrix";
import { APPLETS, type Permissions } from "@/lib/schemas/permissions";
import { defaultPermissions } from "@/lib/server/permissions/roles";
import { normalizeMatrix } from "@/lib/server/members/member-rules";

const none = Object.fromEntries(
  APPLETS.map((a) => [a, { view: false, add: false, edit: false, delete: false }]),
) as Permissions;

describe("permissions matrix", () => {
  it("toggles a whole column from the All Applets row, with an indeterminate state in between", () => {
    expect(columnState(none, "view")).toEqual({ checked: false, indeterminate: false });
    const one = toggleCell(none, "aiCalendar", "view", true);
    expect(columnState(one, "view")).toEqual({ checked: false, indeterminate: true });
    const all = toggleColumn(one, "view", true);
    expect(columnState(all, "view")).toEqual({ checked: true, indeterminate: false });
    expect(columnState(toggleColumn(all, "view", false), "view")).toEqual({
      checked: false,
      indeterminate: false,
    });
  });

  it("brings view with a write grant and takes writes away with view", () => {
    const edit = toggleCell(none, "formBuilder", "edit", true);
    expect(edit.formBuilder).toEqual({ view: true, add: false, edit: true, delete: false });
    const column = toggleColumn(none, "delete", true);
    expect(APPLETS.every((a) => column[a].view && column[a].delete)).toBe(true);
    expect(toggleCell(column, "notification", "view", false).notification).toEqual({
      view: false,
      add: false,
      edit: false,
      delete: false,
    });
  });

  it("locks write cells for viewers and guests and every cell for owners and admins", () => {
    const viewer = lockedActions("viewer");
    expect([...viewer].sort()).toEqual(["add", "delete", "edit"]);
    const matrix = toggleColumn(none, "add", true, viewer);
    expect(sameMatrix(matrix, none)).toBe(true);
    expect(toggleCell(none, "onlineChat", "view", true, viewer).onlineChat.view).toBe(true);
    expect(lockedActions("admin").size).toBe(4);
    expect(lockedActions("member").size).toBe(0);
    expect(
      sameMatrix(
        toggleColumn(defaultPermissions("admin"), "view", false, lockedActions("admin")),
        defaultPermissions("admin"),
      ),
    ).toBe(true);
  });

  it("agrees with the server's normalisation", () => {
    const client = toggleColumn(none, "edit", true);
    const server = normalizeMatrix(
      Object.fromEntries(
        APPLETS.map((a) => [a, { view: false, add: false, edit: true, delete: false }]),
      ) as Permissions,
      "member",
    );
    expect(sameMatrix(client, server)).toBe(true);
  });
});
