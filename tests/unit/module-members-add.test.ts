import type { MemberRow } from "@/lib/members/types";
import {
  addableUsers,
  addMembersDialogHref,
  matchesUser,
  membersDialogHref,
} from "@/lib/modules/add-members";
import type { ModuleMember } from "@/lib/modules/types";
import { redirectParamSchema } from "@/lib/schemas/common";
import * as z from "@/lib/zod";

const searchSchema = z.object({ redirect: redirectParamSchema });

/** The `redirect` a dialog route reads from its URL, as its page does (membersRoute). */
function redirectOf(href: string): string {
  const redirect = new URL(href, "http://localhost").searchParams.get("redirect");
  const parsed = searchSchema.safeParse({ redirect });
  if (!parsed.success) throw new Error(`rejected: ${redirect}`);
  return parsed.data.redirect;
}

const workspaceMember = (id: string, name: string, email = `${id}@example.com`): MemberRow => ({
  id: `m-${id}`,
  member: { id, name, email },
  role: "member",
  owner: false,
  accessToAll: false,
  customRole: null,
  createdAt: "2026-01-01T00:00:00.000Z",
});

const moduleMember = (id: string): ModuleMember => ({
  id: `mm-${id}`,
  member: { id, name: id },
  role: "member",
  owner: false,
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("Add member dialog links", () => {
  it.each([
    ["/time-tracker/abc", "the module's view"],
    ["/time-tracker/abc?active=timesheet&week=2026-01-05", "a view with several search params"],
    ["/projects?view=grid#top", "another page with a hash"],
  ])("goes back to the members dialog, which goes back to %s (%s)", (back) => {
    const add = addMembersDialogHref("time-tracker", "abc", back);
    expect(add.startsWith("/time-tracker/abc/members/add?redirect=")).toBe(true);
    const members = redirectOf(add);
    expect(members).toBe(membersDialogHref("time-tracker", "abc", back));
    expect(members.startsWith("/time-tracker/abc/members?redirect=")).toBe(true);
    expect(redirectOf(members)).toBe(back);
  });

  it("keeps one search param: the nested redirect's own & and ? stay encoded", () => {
    const add = addMembersDialogHref("time-tracker", "abc", "/time-tracker/abc?active=timer&week=1");
    expect([...new URL(add, "http://localhost").searchParams.keys()]).toEqual(["redirect"]);
  });
});

describe("addableUsers", () => {
  it("leaves out the module's members and the caller, sorted by name then e-mail", () => {
    const users = addableUsers(
      [
        workspaceMember("self", "Ana Self"),
        workspaceMember("u1", "Zoe"),
        workspaceMember("u2", "Bob", "b2@example.com"),
        workspaceMember("u3", "Carl"),
        workspaceMember("u4", "Bob", "b1@example.com"),
      ],
      [moduleMember("u3")],
      "self",
    );
    expect(users).toEqual([
      { id: "u4", name: "Bob", email: "b1@example.com" },
      { id: "u2", name: "Bob", email: "b2@example.com" },
      { id: "u1", name: "Zoe", email: "u1@example.com" },
    ]);
  });

  it("is empty when everyone already has a role", () => {
    expect(
      addableUsers(
        [workspaceMember("self", "Me"), workspaceMember("u1", "Al")],
        [moduleMember("u1")],
        "self",
      ),
    ).toEqual([]);
  });
});

describe("matchesUser", () => {
  const user = { id: "u1", name: "Colin Colleague", email: "colin@Example.com" };

  it.each([
    ["", true],
    ["  ", true],
    ["colin", true],
    ["COLLEAGUE", true],
    ["example.COM", true],
    ["colleague colin", false],
    ["mia", false],
  ])("%j matches: %s", (search, expected) => {
    expect(matchesUser(user, search)).toBe(expected);
  });
});
