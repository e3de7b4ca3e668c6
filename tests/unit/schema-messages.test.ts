// The shared schemas (zod/mini, lib/zod.ts): the message key and path of each rule no other test
// covers, what parsing makes of valid input (trimming, coercion, defaults, transforms), and zod's own
// English messages for rules without a key.
import { inviteStepSchema } from "@/components/onboarding/invite-rows";
import { inviteStepSchema as projectInviteStepSchema } from "@/components/projects-wizard/invite-rows";
import { accessPayloadSchema, accessRowSchema } from "@/lib/schemas/access";
import { createInvitationSchema } from "@/lib/schemas/invitation";
import { memberListQuerySchema, roleTitleSchema, updateMemberSchema } from "@/lib/schemas/members";
import { inviteModuleMembersFormSchema } from "@/lib/schemas/module-members";
import {
  projectModuleBatchSchema,
  projectModuleCreateSchema,
  updateProjectModuleSchema,
} from "@/lib/schemas/modules";
import { moduleCatalogQuerySchema, projectListQuerySchema } from "@/lib/schemas/project";
import {
  commentSchema,
  createBoardSchema,
  createTaskSchema,
  listTasksQuerySchema,
  moveTaskSchema,
  updateColumnSchema,
  updateTaskSchema,
} from "@/modules/task-management/schemas/tasks";
import { createWorkspaceSchema } from "@/lib/schemas/workspace";

const ID = "65a1b2c3d4e5f60718293a4b";
const OTHER = "65A1B2C3D4E5F60718293A4C";

interface Parsed {
  success: boolean;
  data?: unknown;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}
interface Schema {
  safeParse: (input: unknown) => Parsed;
}

/** Each issue as "path: message" (no path: the message alone). */
function issues(schema: Schema, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return (result.error?.issues ?? []).map((issue) =>
    issue.path.length ? `${issue.path.map(String).join(".")}: ${issue.message}` : issue.message,
  );
}

function parsed(schema: Schema, input: unknown): unknown {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(JSON.stringify(result.error?.issues));
  return result.data;
}

describe("access rows", () => {
  const row = { type: "project", action: "add", owner: ID, role: "admin" };

  it("names the type, action and role rules", () => {
    expect(issues(accessRowSchema, { ...row, type: "team" })).toEqual(["type: validation.accessTypeInvalid"]);
    expect(issues(accessRowSchema, { ...row, action: "grant" })).toEqual([
      "action: validation.accessActionInvalid",
    ]);
    expect(issues(accessRowSchema, { ...row, role: "owner" })).toEqual([
      "role: validation.accessRoleInvalid",
    ]);
    expect(issues(accessRowSchema, { ...row, serverRole: "boss" })).toEqual([
      "serverRole: validation.accessRoleInvalid",
    ]);
  });

  it("takes a list of at most 1000 rows", () => {
    expect(issues(accessPayloadSchema, { rows: [] })).toEqual(["validation.accessRowsInvalid"]);
    expect(
      issues(
        accessPayloadSchema,
        Array.from({ length: 1001 }, () => row),
      ),
    ).toEqual(["validation.accessRowsTooMany"]);
    expect(parsed(accessPayloadSchema, [{ ...row, owner: OTHER }])).toEqual([
      { ...row, owner: OTHER.toLowerCase() },
    ]);
  });
});

describe("members", () => {
  it("reads the list query with its defaults, coercion and trimmed search", () => {
    expect(parsed(memberListQuerySchema, {})).toEqual({ page: 1, limit: 20, search: undefined });
    expect(parsed(memberListQuerySchema, { page: "2", limit: "50", search: "  ana " })).toEqual({
      page: 2,
      limit: 50,
      search: "ana",
    });
    expect(parsed(memberListQuerySchema, { search: "   " })).toEqual({
      page: 1,
      limit: 20,
      search: undefined,
    });
    expect(issues(memberListQuerySchema, { page: "0" })).toEqual(["page: validation.memberPageInvalid"]);
    expect(issues(memberListQuerySchema, { page: "1.5" })).toEqual(["page: validation.memberPageInvalid"]);
    expect(issues(memberListQuerySchema, { limit: "501" })).toEqual(["limit: validation.memberLimitInvalid"]);
    expect(issues(memberListQuerySchema, { search: "x".repeat(101) })).toEqual([
      "search: validation.memberSearchInvalid",
    ]);
  });

  it("needs one change, and a transfer of ownership alone", () => {
    expect(issues(updateMemberSchema, {})).toEqual(["validation.memberUpdateEmpty"]);
    expect(issues(updateMemberSchema, { role: "boss" })).toEqual(["role: validation.memberRoleInvalid"]);
    expect(issues(updateMemberSchema, { role: "owner", accessToAll: true })).toEqual([
      "validation.transferAlone",
    ]);
    expect(parsed(updateMemberSchema, { customRoleId: null })).toEqual({ customRoleId: null });
  });

  it("limits a custom role's title to 50 characters", () => {
    expect(issues(roleTitleSchema, "x".repeat(51))).toEqual(["validation.roleTitleMax"]);
    expect(parsed(roleTitleSchema, "  Lead ")).toBe("Lead");
  });
});

describe("tasks", () => {
  it("creates with the defaults of §4, trimmed, without repeated labels or assignees", () => {
    expect(
      parsed(createTaskSchema, { title: " Fix it ", labels: [" ui ", "ui"], assignees: [OTHER, OTHER] }),
    ).toEqual({
      title: "Fix it",
      priority: "low",
      labels: ["ui"],
      assignees: [OTHER.toLowerCase()],
      checkList: [],
      subtasks: [],
    });
    expect(parsed(createTaskSchema, { title: "T", subtasks: [{ title: " Sub " }] })).toMatchObject({
      subtasks: [{ title: "Sub", assignees: [], priority: "low" }],
    });
  });

  it("names each field's rule", () => {
    const task = { title: "T" };
    expect(issues(createTaskSchema, { title: "x".repeat(501) })).toEqual([
      "title: validation.taskTitleTooLong",
    ]);
    expect(issues(createTaskSchema, { ...task, priority: "urgent" })).toEqual([
      "priority: validation.taskPriorityInvalid",
    ]);
    expect(issues(createTaskSchema, { ...task, issueType: "chore" })).toEqual([
      "issueType: validation.taskIssueTypeInvalid",
    ]);
    expect(issues(createTaskSchema, { ...task, description: 5 })).toEqual([
      "description: validation.taskDescriptionInvalid",
    ]);
    expect(issues(createTaskSchema, { ...task, description: "x".repeat(100_001) })).toEqual([
      "description: validation.taskDescriptionTooLong",
    ]);
    expect(issues(createTaskSchema, { ...task, dueDate: "tomorrow" })).toEqual([
      "dueDate: validation.taskDueDateInvalid",
    ]);
    expect(issues(createTaskSchema, { ...task, labels: ["ok", " "] })).toEqual([
      "labels.1: validation.taskLabelInvalid",
    ]);
    expect(
      issues(createTaskSchema, { ...task, labels: Array.from({ length: 21 }, (_, n) => `l${n}`) }),
    ).toEqual(["labels: validation.taskLabelsTooMany"]);
    expect(issues(createTaskSchema, { ...task, assignees: Array.from({ length: 51 }, () => ID) })).toEqual([
      "assignees: validation.taskAssigneesInvalid",
    ]);
    expect(
      issues(createTaskSchema, { ...task, checkList: Array.from({ length: 101 }, () => ({ title: "c" })) }),
    ).toEqual(["checkList: validation.checkListTooLong"]);
    expect(
      issues(createTaskSchema, { ...task, subtasks: Array.from({ length: 51 }, () => ({ title: "s" })) }),
    ).toEqual(["subtasks: validation.subtasksTooMany"]);
  });

  it("moves by index or order, never both", () => {
    expect(parsed(moveTaskSchema, { columnId: OTHER, index: 2 })).toEqual({
      columnId: OTHER.toLowerCase(),
      index: 2,
    });
    expect(issues(moveTaskSchema, { columnId: ID, order: -1 })).toEqual([
      "order: validation.taskOrderInvalid",
    ]);
    expect(issues(moveTaskSchema, { columnId: ID, order: Infinity })).toEqual([
      "order: validation.taskOrderInvalid",
    ]);
    expect(issues(moveTaskSchema, { columnId: ID, order: 1, index: 1 })).toEqual([
      "validation.taskOrderInvalid",
    ]);
    expect(issues(moveTaskSchema, { index: 1 })).toEqual(["columnId: validation.taskOrderNeedsColumn"]);
  });

  it("needs something to update", () => {
    expect(issues(updateTaskSchema, {})).toEqual(["validation.nothingToUpdate"]);
    expect(issues(updateColumnSchema, {})).toEqual(["validation.nothingToUpdate"]);
  });

  it("checks a group's name, colour and position", () => {
    expect(issues(updateColumnSchema, { name: "x".repeat(101) })).toEqual([
      "name: validation.columnNameTooLong",
    ]);
    expect(issues(updateColumnSchema, { color: "red" })).toEqual(["color: validation.columnColorInvalid"]);
    expect(issues(updateColumnSchema, { index: 1.5 })).toEqual(["index: validation.columnOrderInvalid"]);
    expect(issues(updateColumnSchema, { data: { order: "1" } })).toEqual([
      "data.order: validation.columnOrderInvalid",
    ]);
  });

  it("checks a comment's text", () => {
    expect(issues(commentSchema, { text: "   " })).toEqual(["text: validation.commentRequired"]);
    expect(issues(commentSchema, { text: "x".repeat(5001) })).toEqual(["text: validation.commentTooLong"]);
    expect(parsed(commentSchema, { text: " Done " })).toEqual({ text: "Done", mentions: [] });
    expect(issues(commentSchema, { text: "Hi", mentions: "a" })).toEqual([
      "mentions: validation.mentionsInvalid",
    ]);
    expect(issues(commentSchema, { text: "Hi", mentions: Array(21).fill("a".repeat(24)) })).toEqual([
      "mentions: validation.mentionsInvalid",
    ]);
  });

  it("reads the list query with its defaults and coercion", () => {
    expect(parsed(listTasksQuerySchema, {})).toEqual({
      kind: "task",
      me: false,
      tz: 0,
      limit: 100,
      map: true,
    });
    expect(
      parsed(listTasksQuerySchema, { me: "true", map: "false", tz: "-60", search: " q ", limit: "5" }),
    ).toEqual({
      kind: "task",
      me: true,
      map: false,
      tz: -60,
      search: "q",
      limit: 5,
    });
    expect(issues(listTasksQuerySchema, { kind: "epic" })).toEqual(["kind: validation.invalidInput"]);
    expect(issues(listTasksQuerySchema, { cursor: "x".repeat(201) })).toEqual([
      "cursor: validation.invalidCursor",
    ]);
  });

  it("answers zod's own English message where a rule has no key", () => {
    expect(issues(createBoardSchema, { name: " " })).toEqual([
      "name: Too small: expected string to have >=1 characters",
    ]);
    expect(issues(createTaskSchema, "T")).toEqual(["Invalid input: expected object, received string"]);
  });
});

describe("modules", () => {
  const placed = { tag: "tasks", x: 0, y: 0, w: 4, h: 2 };

  it("places a module by tag or id, inside the grid", () => {
    expect(parsed(projectModuleCreateSchema, { ...placed, i: "3", name: " Board " })).toEqual({
      ...placed,
      i: 3,
      name: "Board",
    });
    expect(issues(projectModuleCreateSchema, { x: 0, y: 0, w: 1, h: 1 })).toEqual([
      "validation.moduleRefRequired",
    ]);
    expect(issues(projectModuleCreateSchema, { ...placed, x: 10 })).toEqual([
      "validation.modulePositionInvalid",
    ]);
    expect(issues(projectModuleCreateSchema, { ...placed, y: 0.5 })).toEqual([
      "y: validation.modulePositionInvalid",
    ]);
    expect(issues(projectModuleCreateSchema, { ...placed, i: true })).toEqual([
      "i: validation.moduleIndexInvalid",
    ]);
    // A string of another shape fails the string branch's own rule.
    expect(issues(projectModuleCreateSchema, { ...placed, i: "x" })).toEqual([
      "i: Invalid string: must match pattern /^\\d{1,5}$/",
    ]);
  });

  it("reads a batch with its defaults and bounds", () => {
    expect(parsed(projectModuleBatchSchema, {})).toEqual({ create: [], delete: [], update: {} });
    expect(issues(projectModuleBatchSchema, "batch")).toEqual(["validation.moduleBatchInvalid"]);
    expect(issues(projectModuleBatchSchema, { create: Array.from({ length: 51 }, () => placed) })).toEqual([
      "create: validation.moduleBatchTooLarge",
    ]);
    expect(issues(updateProjectModuleSchema, {})).toEqual(["validation.moduleUpdateEmpty"]);
  });
});

describe("projects", () => {
  it("reads the list query with its defaults", () => {
    expect(parsed(projectListQuerySchema, {})).toEqual({ page: 1, limit: 50, bookmarked: false });
    expect(parsed(projectListQuerySchema, { bookmarked: "true", page: "3" })).toEqual({
      page: 3,
      limit: 50,
      bookmarked: true,
    });
    expect(issues(projectListQuerySchema, { bookmarked: "yes" })).toEqual([
      "bookmarked: validation.bookmarkedInvalid",
    ]);
    expect(issues(projectListQuerySchema, { page: "0" })).toEqual(["page: validation.pageInvalid"]);
    expect(issues(projectListQuerySchema, { limit: "201" })).toEqual([
      "limit: validation.projectLimitInvalid",
    ]);
    expect(issues(moduleCatalogQuerySchema, { limit: "0" })).toEqual([
      "limit: validation.moduleLimitInvalid",
    ]);
  });
});

describe("invitations and invites", () => {
  it("checks an invitation's projects", () => {
    expect(issues(createInvitationSchema, { email: "a@b.co", role: "admin", projects: "p" })).toEqual([
      "projects: validation.invitationProjectsInvalid",
    ]);
  });

  it("invites at most 50 people to a module at once", () => {
    const emails = Array.from({ length: 51 }, (_, n) => `p${n}@example.com`);
    expect(issues(inviteModuleMembersFormSchema, { emails, role: "member" })).toEqual([
      "emails: validation.tooManyInvites",
    ]);
  });

  it("needs at least one user in the onboarding and project invite steps", () => {
    expect(issues(inviteStepSchema, { users: [], accessToAll: false })).toEqual([
      "users: validation.atLeastOneUser",
    ]);
    expect(issues(projectInviteStepSchema([]), { users: [{ key: "k", value: " ", role: "admin" }] })).toEqual(
      ["users: validation.atLeastOneUser"],
    );
  });

  it("creates a workspace without members", () => {
    expect(issues(createWorkspaceSchema, { name: "Acme", users: [{ id: ID }] })).toEqual([
      "users: validation.workspaceUsersEmpty",
    ]);
  });
});
