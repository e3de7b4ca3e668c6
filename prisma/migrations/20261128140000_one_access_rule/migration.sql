-- One access rule (issue 30): who may see and read a project or a module, written once, in SQL.
-- The module gate (lib/server/modules/module-scope.ts), every list, count and report query and the
-- module's readers (lib/server/modules/module-readers.ts) select from these functions. They are
-- LANGUAGE sql, STABLE, not STRICT, without SET or SECURITY DEFINER, so PostgreSQL inlines them into
-- the calling statement and a condition on their result (an id, a project) reaches the indexes.

-- The permissions matrix's row that governs a kind (its manifest's `applet`; null: roles alone),
-- written by the catalog seed at every start (lib/server/modules/seed-catalog.ts).
ALTER TABLE "ModuleDefinition" ADD COLUMN "applet" TEXT;

-- The View grant of a member on an applet (lib/server/permissions/roles.ts effectivePermissions):
-- owners and admins always; else the saved matrix, or the role's default when none was saved
-- (View for every applet but guests' User management). A kind without an applet is not governed.
CREATE FUNCTION suite_applet_view(p_role "Role", p_permissions jsonb, p_applet text)
RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT p_applet IS NULL
      OR p_role IN ('owner', 'admin')
      OR CASE WHEN jsonb_typeof(p_permissions -> p_applet -> 'view') = 'boolean'
              THEN (p_permissions -> p_applet ->> 'view')::boolean
              ELSE NOT (p_role = 'guest' AND p_applet = 'userManagement') END
$$;

-- The projects of p_workspace that p_user sees, with their role in each (ProjectAccess, or null):
-- all of them for owners, admins and members with access to all; otherwise those they were given,
-- and public ones unless they are a guest (guests see only what they were given).
CREATE FUNCTION suite_visible_projects(p_user char(24), p_workspace char(24))
RETURNS TABLE (id char(24), project_role "Role")
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT p."id", pa."role"
    FROM "WorkspaceMember" me
    JOIN "Project" p ON p."workspaceId" = me."workspaceId"
    LEFT JOIN "ProjectAccess" pa ON pa."projectId" = p."id" AND pa."userId" = me."userId"
   WHERE me."workspaceId" = p_workspace AND me."userId" = p_user
     AND (me."role" IN ('owner', 'admin') OR me."accessToAll" OR pa."role" IS NOT NULL
          OR (NOT p."private" AND me."role" <> 'guest'))
$$;

-- The modules of p_workspace that p_user sees (anything else answers 404), with `readable`: the
-- permissions matrix grants View on the kind's applet (a visible module without it answers 403).
-- A project module: its project is visible, and when private the user is its member, an admin of
-- its project or of the workspace. A workspace module: everyone but guests, who see those they are
-- members of (or all, with access to all). The roles are what the gate's write rights read.
CREATE FUNCTION suite_visible_modules(p_user char(24), p_workspace char(24))
RETURNS TABLE (
  id char(24),
  tag text,
  project_id char(24),
  private boolean,
  project_role "Role",
  module_role "Role",
  readable boolean
)
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT m."id", m."tag", m."projectId", m."private", vp.project_role, mm."role",
         suite_applet_view(me."role", me."permissions", d."applet")
    FROM "WorkspaceMember" me
    JOIN suite_visible_projects(p_user, p_workspace) vp ON true
    JOIN "ProjectModule" m ON m."projectId" = vp.id
    JOIN "ModuleDefinition" d ON d."id" = m."moduleId"
    LEFT JOIN "ModuleMember" mm ON mm."projectModuleId" = m."id" AND mm."userId" = me."userId"
   WHERE me."workspaceId" = p_workspace AND me."userId" = p_user
     AND (NOT m."private" OR me."role" IN ('owner', 'admin') OR vp.project_role IN ('owner', 'admin')
          OR mm."role" IS NOT NULL)
  UNION ALL
  SELECT w."id", w."tag", NULL, false, NULL, mm."role",
         suite_applet_view(me."role", me."permissions", d."applet")
    FROM "WorkspaceMember" me
    JOIN "WorkspaceModule" w ON w."workspaceId" = me."workspaceId"
    JOIN "ModuleDefinition" d ON d."id" = w."moduleId"
    LEFT JOIN "ModuleMember" mm ON mm."workspaceModuleId" = w."id" AND mm."userId" = me."userId"
   WHERE me."workspaceId" = p_workspace AND me."userId" = p_user
     AND (me."role" <> 'guest' OR me."accessToAll" OR mm."role" IS NOT NULL)
$$;
