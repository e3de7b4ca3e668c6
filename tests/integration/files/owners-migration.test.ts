// The migration `file_owners` gives existing File rows the owner that decides who is served them:
// a database migrated up to the migration before it gets files used as project covers, by content
// hubs (a post's cover and body, a product's images and downloads, a category's image, a web
// variant and its original), by form responses, and by nothing; then the migration runs.
import { withMigrationDatabase } from "../helpers/migration-database";

const MIGRATION = "file_owners";
const db = withMigrationDatabase();

const id = (n: number) => n.toString(16).padStart(24, "0");
const [user, workspace, otherWorkspace, definition, hubA, hubB, formModule, form] = [
  1, 2, 3, 4, 5, 6, 7, 8,
].map(id);
const [oldProject, newProject] = [9, 10].map(id);
const file = (n: number, ws = workspace) => `${ws}/${id(100 + n)}.png`;

it("derives each file's owner where it can, and leaves the rest to the workspace's admins", async () => {
  await db.migrateTo(MIGRATION);

  const files = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => file(n));
  await db.client.query(`
    INSERT INTO "User" ("id", "email", "name", "updatedAt") VALUES ('${user}', 'a@example.com', 'A', now());
    INSERT INTO "Workspace" ("id", "name", "ownerId", "updatedAt") VALUES
      ('${workspace}', 'W', '${user}', now()), ('${otherWorkspace}', 'O', '${user}', now());
    INSERT INTO "ModuleDefinition" ("id", "tag", "title", "description", "category", "gradientFrom", "gradientTo",
                                    "coverImage", "updatedAt")
         VALUES ('${definition}', 'ContentHub', 't', 'd', 'c', 'a', 'b', 'x', now());
    INSERT INTO "WorkspaceModule" ("id", "workspaceId", "moduleId", "tag", "i", "updatedAt") VALUES
      ('${hubA}', '${workspace}', '${definition}', 'ContentHub', 'a', now()),
      ('${hubB}', '${workspace}', '${definition}', 'ContentHub', 'b', now()),
      ('${formModule}', '${workspace}', '${definition}', 'FormBuilder', 'c', now());
    INSERT INTO "File" ("id", "workspaceId", "key", "name", "contentType", "size") VALUES
      ${files.map((key, n) => `('${id(100 + n + 1)}', '${workspace}', '${key}', 'f.png', 'image/png', 1)`).join(",\n")},
      ('${id(200)}', '${otherWorkspace}', '${file(12, otherWorkspace)}', 'f.png', 'image/png', 1);
    -- file 1: the cover of two projects (the older one keeps it); file 12: another workspace's
    -- key named as a cover (never this workspace's).
    INSERT INTO "Project" ("id", "workspaceId", "name", "coverImage", "createdAt", "updatedAt") VALUES
      ('${oldProject}', '${workspace}', 'Old', 'files/${file(1)}', now() - interval '1 day', now()),
      ('${newProject}', '${workspace}', 'New', 'files/${file(1)}', now(), now()),
      ('${id(11)}', '${workspace}', 'Odd', 'files/${file(12, otherWorkspace)}', now(), now());
    -- file 2: a post's cover; file 3: the web variant (of file 4) in a post's body.
    INSERT INTO "ContentImageVariant" ("variantKey", "originalKey") VALUES ('${file(3)}', '${file(4)}');
    INSERT INTO "ContentPost" ("id", "workspaceId", "moduleId", "workspaceModuleId", "title", "slug", "coverImgUrl",
                               "content", "createdAt", "updatedAt") VALUES
      ('${id(20)}', '${workspace}', '${hubA}', '${hubA}', 'P', 'p', '/${file(2)}',
       '<p><img src="/api/v1/files/${file(3)}"></p><a href="/api/v1/files/${file(9)}">x</a>',
       now() - interval '1 day', now());
    -- file 5: a product's image; file 6: its download; file 9: named by hub A (older) and hub B.
    INSERT INTO "ContentProduct" ("id", "workspaceId", "moduleId", "workspaceModuleId", "name", "slug", "mediaUrls",
                                  "customFields", "createdAt", "updatedAt") VALUES
      ('${id(21)}', '${workspace}', '${hubB}', '${hubB}', 'Q', 'q', ARRAY['/${file(5)}', '/${file(9)}'],
       '[{"section":"downloads","title":"D","items":[{"title":"M","contentType":"file","file":"/${file(6)}"}]}]',
       now(), now());
    -- file 7: a category's image.
    INSERT INTO "ContentCategory" ("id", "workspaceId", "moduleId", "workspaceModuleId", "contentType", "name",
                                   "slug", "updatedAt")
         VALUES ('${id(22)}', '${workspace}', '${hubB}', '${hubB}', 'blog', 'C', 'c', now());
    UPDATE "ContentCategory" SET "imageUrl" = '/${file(7)}' WHERE "id" = '${id(22)}';
    -- file 8: a respondent's upload; files 10 and 11: nothing names them.
    INSERT INTO "Form" ("id", "workspaceId", "moduleId", "workspaceModuleId", "title", "slug", "updatedAt")
         VALUES ('${form}', '${workspace}', '${formModule}', '${formModule}', 'F', 'f1', now());
    INSERT INTO "FormUpload" ("fileKey", "formId", "elementId") VALUES ('${file(8)}', '${form}', 'pic');
  `);

  await db.migrate(MIGRATION);

  const { rows } = await db.client.query<{ key: string; ownerKind: string; ownerId: string | null }>(
    `SELECT "key", "ownerKind"::text AS "ownerKind", trim("ownerId") AS "ownerId" FROM "File" ORDER BY "key"`,
  );
  const owners = Object.fromEntries(rows.map((row) => [row.key, [row.ownerKind, row.ownerId]]));
  expect(owners).toEqual({
    [file(1)]: ["project_cover", oldProject],
    [file(2)]: ["content_hub", hubA],
    [file(3)]: ["content_hub", hubA],
    [file(4)]: ["content_hub", hubA],
    [file(5)]: ["content_hub", hubB],
    [file(6)]: ["content_hub", hubB],
    [file(7)]: ["content_hub", hubB],
    [file(8)]: ["form_response", form],
    [file(9)]: ["content_hub", hubA],
    [file(10)]: ["unowned", null],
    [file(11)]: ["unowned", null],
    [file(12, otherWorkspace)]: ["unowned", null],
  });
  // New rows default to the safe side too.
  const { rows: defaults } = await db.client.query<{ column_default: string }>(
    `SELECT column_default FROM information_schema.columns WHERE table_name = 'File' AND column_name = 'ownerKind'`,
  );
  expect(defaults[0]?.column_default).toContain("unowned");
});
