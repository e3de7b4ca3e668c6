-- CreateTable
CREATE TABLE "ChatConversation" (
    "id" CHAR(24) NOT NULL,
    "workspaceId" CHAR(24) NOT NULL,
    "moduleId" CHAR(24) NOT NULL,
    "projectModuleId" CHAR(24),
    "workspaceModuleId" CHAR(24),
    "kind" TEXT NOT NULL,
    "name" TEXT,
    "directKey" TEXT,
    "lastSeq" INTEGER NOT NULL DEFAULT 0,
    "activityAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ChatConversation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatMember" (
    "conversationId" CHAR(24) NOT NULL,
    "userId" CHAR(24) NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'member',
    "viewedSeq" INTEGER NOT NULL DEFAULT 0,
    "starred" BOOLEAN NOT NULL DEFAULT false,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChatMember_pkey" PRIMARY KEY ("conversationId","userId")
);

-- CreateTable
CREATE TABLE "ChatMessage" (
    "id" CHAR(24) NOT NULL,
    "conversationId" CHAR(24) NOT NULL,
    "seq" INTEGER NOT NULL,
    "authorId" CHAR(24),
    "body" TEXT NOT NULL,
    "clientRequestId" TEXT,
    "editedAt" TIMESTAMP(3),
    "deletedAt" TIMESTAMP(3),
    "deletedById" CHAR(24),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChatMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ChatConversation_moduleId_activityAt_id_idx" ON "ChatConversation"("moduleId", "activityAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ChatConversation_projectModuleId_idx" ON "ChatConversation"("projectModuleId");

-- CreateIndex
CREATE INDEX "ChatConversation_workspaceModuleId_idx" ON "ChatConversation"("workspaceModuleId");

-- CreateIndex
CREATE UNIQUE INDEX "ChatConversation_moduleId_directKey_key" ON "ChatConversation"("moduleId", "directKey");

-- CreateIndex
CREATE INDEX "ChatMember_userId_conversationId_idx" ON "ChatMember"("userId", "conversationId");

-- CreateIndex
CREATE INDEX "ChatMessage_authorId_createdAt_idx" ON "ChatMessage"("authorId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "ChatMessage_conversationId_seq_key" ON "ChatMessage"("conversationId", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "ChatMessage_conversationId_authorId_clientRequestId_key" ON "ChatMessage"("conversationId", "authorId", "clientRequestId");

-- AddForeignKey
ALTER TABLE "ChatConversation" ADD CONSTRAINT "ChatConversation_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatConversation" ADD CONSTRAINT "ChatConversation_projectModuleId_fkey" FOREIGN KEY ("projectModuleId") REFERENCES "ProjectModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatConversation" ADD CONSTRAINT "ChatConversation_workspaceModuleId_fkey" FOREIGN KEY ("workspaceModuleId") REFERENCES "WorkspaceModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatConversation" ADD CONSTRAINT "ChatConversation_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatMember" ADD CONSTRAINT "ChatMember_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "ChatConversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatMember" ADD CONSTRAINT "ChatMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatMessage" ADD CONSTRAINT "ChatMessage_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "ChatConversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatMessage" ADD CONSTRAINT "ChatMessage_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Checks (by hand): one owner module; the kinds and roles; a channel has a name, a direct
-- conversation its member key; messages are numbered from 1 and carry text.
ALTER TABLE "ChatConversation"
  ADD CONSTRAINT "ChatConversation_owner" CHECK (num_nonnulls("projectModuleId", "workspaceModuleId") = 1),
  ADD CONSTRAINT "ChatConversation_kind" CHECK (
    ("kind" = 'channel' AND "name" IS NOT NULL AND "directKey" IS NULL)
    OR ("kind" = 'direct' AND "directKey" IS NOT NULL)),
  ADD CONSTRAINT "ChatConversation_lastSeq" CHECK ("lastSeq" >= 0);
ALTER TABLE "ChatMember"
  ADD CONSTRAINT "ChatMember_role" CHECK ("role" IN ('operator', 'member')),
  ADD CONSTRAINT "ChatMember_viewedSeq" CHECK ("viewedSeq" >= 0);
ALTER TABLE "ChatMessage"
  ADD CONSTRAINT "ChatMessage_seq" CHECK ("seq" >= 1),
  ADD CONSTRAINT "ChatMessage_body" CHECK (length("body") >= 1);
