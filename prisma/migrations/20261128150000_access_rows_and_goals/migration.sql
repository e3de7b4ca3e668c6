-- The access rule (migration one_access_rule) as row rules too, and goal visibility written once
-- (issue 30). The boolean rules below are the one place visibility is decided; they are
-- IMMUTABLE LANGUAGE sql expressions without subqueries, so PostgreSQL inlines them: the set
-- functions (suite_visible_projects, suite_visible_modules, suite_visible_goals) compose them for
-- the gate, readers, reports and goals, and the hot lists (project list, navigation: one page of an
-- index, stopped early) apply them row by row with the actor's role as a parameter
-- (lib/server/permissions/project-visibility.ts), as fast as the conditions they replace.

-- A project is seen by owners, admins and members with access to all; else by those given a role
-- in it (ProjectAccess), and when public by every role but guests (guests see what was given).
CREATE FUNCTION suite_sees_project(p_role "Role", p_access_to_all boolean, p_private boolean, p_project_role "Role")
RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT p_role IN ('owner', 'admin') OR p_access_to_all OR (NOT p_private AND p_role <> 'guest')
      OR p_project_role IS NOT NULL
$$;

-- A module of a project one sees: public, or private and one is its member, an admin of its
-- project or of the workspace (access to all is not enough).
CREATE FUNCTION suite_sees_project_module(p_role "Role", p_private boolean, p_project_role "Role", p_module_role "Role")
RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT NOT p_private OR p_role IN ('owner', 'admin') OR p_project_role IN ('owner', 'admin')
      OR p_module_role IS NOT NULL
$$;

-- A module of the workspace itself: everyone but guests, who see those they are members of (or
-- all, with access to all).
CREATE FUNCTION suite_sees_workspace_module(p_role "Role", p_access_to_all boolean, p_module_role "Role")
RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT p_role <> 'guest' OR p_access_to_all OR p_module_role IS NOT NULL
$$;

CREATE OR REPLACE FUNCTION suite_visible_projects(p_user char(24), p_workspace char(24))
RETURNS TABLE (id char(24), project_role "Role")
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT p."id", pa."role"
    FROM "WorkspaceMember" me
    JOIN "Project" p ON p."workspaceId" = me."workspaceId"
    LEFT JOIN "ProjectAccess" pa ON pa."projectId" = p."id" AND pa."userId" = me."userId"
   WHERE me."workspaceId" = p_workspace AND me."userId" = p_user
     AND suite_sees_project(me."role", me."accessToAll", p."private", pa."role")
$$;

CREATE OR REPLACE FUNCTION suite_visible_modules(p_user char(24), p_workspace char(24))
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
     AND suite_sees_project_module(me."role", m."private", vp.project_role, mm."role")
  UNION ALL
  SELECT w."id", w."tag", NULL, false, NULL, mm."role",
         suite_applet_view(me."role", me."permissions", d."applet")
    FROM "WorkspaceMember" me
    JOIN "WorkspaceModule" w ON w."workspaceId" = me."workspaceId"
    JOIN "ModuleDefinition" d ON d."id" = w."moduleId"
    LEFT JOIN "ModuleMember" mm ON mm."workspaceModuleId" = w."id" AND mm."userId" = me."userId"
   WHERE me."workspaceId" = p_workspace AND me."userId" = p_user
     AND suite_sees_workspace_module(me."role", me."accessToAll", mm."role")
$$;

-- Goal visibility and rights (lib/server/goals/goal-access.ts: visibleGoalSql, mineGoalSql, loadGoalAccess).
--
-- The goals of p_workspace that p_user sees: owners and admins every goal; everyone their own (they
-- own it or were invited to it: `mine`); other members but guests also every goal that follows no
-- project they do not see and no task of a board they may not read (a private project's work stays
-- private). What they may do with it: edit with a role that writes (member and above) as its
-- owner, its member or an admin; delete with a role that writes as its owner or an admin.
CREATE FUNCTION suite_visible_goals(p_user char(24), p_workspace char(24))
RETURNS TABLE (id char(24), mine boolean, is_member boolean, can_edit boolean, can_delete boolean)
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT g."id",
         g."ownerId" IS NOT DISTINCT FROM me."userId" OR gm."userId" IS NOT NULL,
         gm."userId" IS NOT NULL,
         me."role" IN ('owner', 'admin', 'member')
           AND (g."ownerId" IS NOT DISTINCT FROM me."userId" OR gm."userId" IS NOT NULL
                OR me."role" IN ('owner', 'admin')),
         me."role" IN ('owner', 'admin', 'member')
           AND (g."ownerId" IS NOT DISTINCT FROM me."userId" OR me."role" IN ('owner', 'admin'))
    FROM "WorkspaceMember" me
    JOIN "Goal" g ON g."workspaceId" = me."workspaceId"
    LEFT JOIN "GoalMember" gm ON gm."goalId" = g."id" AND gm."userId" = me."userId"
   WHERE me."workspaceId" = p_workspace AND me."userId" = p_user
     AND (me."role" IN ('owner', 'admin')
          OR g."ownerId" IS NOT DISTINCT FROM me."userId" OR gm."userId" IS NOT NULL
          OR (me."role" <> 'guest'
              AND NOT EXISTS (SELECT 1 FROM "GoalProject" gp
                               WHERE gp."goalId" = g."id"
                                 AND NOT EXISTS (SELECT 1 FROM suite_visible_projects(p_user, p_workspace) vp
                                                  WHERE vp."id" = gp."projectId"))
              AND NOT EXISTS (SELECT 1 FROM "GoalTask" gt
                                JOIN "Task" t ON t."id" = gt."taskId"
                                JOIN "TaskBoard" b ON b."id" = t."boardId"
                               WHERE gt."goalId" = g."id"
                                 AND NOT EXISTS (SELECT 1 FROM suite_visible_modules(p_user, p_workspace) vm
                                                  WHERE vm."id" = COALESCE(b."projectModuleId", b."workspaceModuleId")
                                                    AND vm."readable"))))
$$;
