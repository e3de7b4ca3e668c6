-- AlterTable
ALTER TABLE "OutboxEmail" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lastError" TEXT,
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'queued';

-- AlterTable
ALTER TABLE "ProjectModule" ALTER COLUMN "name" DROP NOT NULL;

-- AlterTable
ALTER TABLE "WorkspaceModule" ALTER COLUMN "name" DROP NOT NULL;

-- CreateTable
CREATE TABLE "ModuleMember" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "userId" CHAR(24) NOT NULL,
    "role" "Role" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ModuleMember_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvitationModule" (
    "id" CHAR(24) NOT NULL,
    "invitationId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "role" "Role" NOT NULL,

    CONSTRAINT "InvitationModule_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ModuleMember_userId_workspaceId_idx" ON "ModuleMember"("userId", "workspaceId");

-- CreateIndex
CREATE INDEX "ModuleMember_workspaceId_idx" ON "ModuleMember"("workspaceId");

-- CreateIndex
CREATE UNIQUE INDEX "ModuleMember_projectModuleId_userId_key" ON "ModuleMember"("projectModuleId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "ModuleMember_workspaceModuleId_userId_key" ON "ModuleMember"("workspaceModuleId", "userId");

-- CreateIndex
CREATE INDEX "InvitationModule_projectModuleId_idx" ON "InvitationModule"("projectModuleId");

-- CreateIndex
CREATE INDEX "InvitationModule_workspaceModuleId_idx" ON "InvitationModule"("workspaceModuleId");

-- CreateIndex
CREATE UNIQUE INDEX "InvitationModule_invitationId_projectModuleId_key" ON "InvitationModule"("invitationId", "projectModuleId");

-- CreateIndex
CREATE UNIQUE INDEX "InvitationModule_invitationId_workspaceModuleId_key" ON "InvitationModule"("invitationId", "workspaceModuleId");

-- CreateIndex
CREATE INDEX "OutboxEmail_status_createdAt_idx" ON "OutboxEmail"("status", "createdAt");

-- AddForeignKey
ALTER TABLE "ModuleMember" ADD CONSTRAINT "ModuleMember_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ModuleMember" ADD CONSTRAINT "ModuleMember_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ModuleMember" ADD CONSTRAINT "ModuleMember_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ModuleMember" ADD CONSTRAINT "ModuleMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvitationModule" ADD CONSTRAINT "InvitationModule_invitationId_fkey" FOREIGN KEY ("invitationId") REFERENCES "Invitation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvitationModule" ADD CONSTRAINT "InvitationModule_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvitationModule" ADD CONSTRAINT "InvitationModule_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One module-role table for every module kind, and one CHECK that names exactly one module.
ALTER TABLE "ModuleMember" ADD CONSTRAINT "ModuleMember_one_module" CHECK (("projectModuleId" IS NULL) <> ("workspaceModuleId" IS NULL));
ALTER TABLE "InvitationModule" ADD CONSTRAINT "InvitationModule_one_module" CHECK (("projectModuleId" IS NULL) <> ("workspaceModuleId" IS NULL));

-- Data: task-board members (the rows the task API enforced) first, then the access tree's module
-- roles where the same person has no row yet.
INSERT INTO "ModuleMember" ("id", "workspaceId", "projectModuleId", "workspaceModuleId", "userId", "role", "createdAt", "updatedAt")
SELECT bm."id", b."workspaceId", b."projectModuleId", b."workspaceModuleId", bm."userId", bm."role", bm."createdAt", bm."updatedAt"
  FROM "TaskBoardMember" bm JOIN "TaskBoard" b ON b."id" = bm."boardId"
ON CONFLICT DO NOTHING;

INSERT INTO "ModuleMember" ("id", "workspaceId", "projectModuleId", "workspaceModuleId", "userId", "role", "createdAt", "updatedAt")
SELECT ma."id", p."workspaceId", ma."moduleId", NULL, ma."userId", ma."role", ma."createdAt", ma."updatedAt"
  FROM "ModuleAccess" ma JOIN "ProjectModule" m ON m."id" = ma."moduleId" JOIN "Project" p ON p."id" = m."projectId"
ON CONFLICT DO NOTHING;

INSERT INTO "InvitationModule" ("id", "invitationId", "projectModuleId", "workspaceModuleId", "role")
SELECT lpad(to_hex(floor(extract(epoch FROM now()))::bigint), 8, '0') || substr(md5(random()::text || it."invitationId" || it."boardId"), 1, 16),
       it."invitationId", b."projectModuleId", b."workspaceModuleId", it."role"
  FROM "InvitationTaskBoard" it JOIN "TaskBoard" b ON b."id" = it."boardId"
ON CONFLICT DO NOTHING;

-- Module names that are only the catalog title (English, or Spanish when a Spanish speaker placed
-- it) become null: they are shown in each viewer's language from now on.
UPDATE "ProjectModule" pm SET "name" = NULL FROM "ModuleDefinition" d WHERE d."id" = pm."moduleId" AND pm."name" = d."title";
UPDATE "WorkspaceModule" wm SET "name" = NULL FROM "ModuleDefinition" d WHERE d."id" = wm."moduleId" AND wm."name" = d."title";
CREATE TEMP TABLE "spanish_catalog_titles" ("tag" TEXT, "title" TEXT);
INSERT INTO "spanish_catalog_titles" VALUES
  ('TaskManagement', 'Gestión de tareas'),
  ('TimeTracker', 'Control de tiempo'),
  ('AICalendar', 'Calendario con IA'),
  ('OnlineChat', 'Chat en línea'),
  ('FormBuilder', 'Creador de formularios'),
  ('WorkflowAutomation', 'Automatización de flujos'),
  ('MeetingRoom', 'Sala de reuniones'),
  ('Notification', 'Notificaciones'),
  ('FileManagement', 'Gestión de archivos'),
  ('DatabaseGenerator', 'Generador de bases de datos'),
  ('DataVisualization', 'Visualización de datos'),
  ('ContentHub', 'Centro de contenidos'),
  ('ChartGenerator', 'Generador de gráficos'),
  ('CRM', 'CRM'),
  ('DataTable', 'Tabla de datos'),
  ('QuizSurvey', 'Generador de cuestionarios y encuestas');
UPDATE "ProjectModule" pm SET "name" = NULL FROM "spanish_catalog_titles" es WHERE es."tag" = pm."tag" AND pm."name" = es."title";
UPDATE "WorkspaceModule" wm SET "name" = NULL FROM "spanish_catalog_titles" es WHERE es."tag" = wm."tag" AND wm."name" = es."title";
DROP TABLE "spanish_catalog_titles";

-- DropForeignKey
ALTER TABLE "InvitationTaskBoard" DROP CONSTRAINT "InvitationTaskBoard_boardId_fkey";

-- DropForeignKey
ALTER TABLE "InvitationTaskBoard" DROP CONSTRAINT "InvitationTaskBoard_invitationId_fkey";

-- DropForeignKey
ALTER TABLE "ModuleAccess" DROP CONSTRAINT "ModuleAccess_moduleId_fkey";

-- DropForeignKey
ALTER TABLE "ModuleAccess" DROP CONSTRAINT "ModuleAccess_userId_fkey";

-- DropForeignKey
ALTER TABLE "TaskBoardMember" DROP CONSTRAINT "TaskBoardMember_boardId_fkey";

-- DropForeignKey
ALTER TABLE "TaskBoardMember" DROP CONSTRAINT "TaskBoardMember_userId_fkey";

-- DropTable
DROP TABLE "InvitationTaskBoard";

-- DropTable
DROP TABLE "ModuleAccess";

-- DropTable
DROP TABLE "TaskBoardMember";

