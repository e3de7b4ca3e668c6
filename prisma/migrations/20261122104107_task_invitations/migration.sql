-- CreateTable
CREATE TABLE "InvitationTaskBoard" (
    "invitationId" CHAR(24) NOT NULL,
    "boardId" CHAR(24) NOT NULL,
    "role" "Role" NOT NULL,

    CONSTRAINT "InvitationTaskBoard_pkey" PRIMARY KEY ("invitationId","boardId")
);

-- CreateIndex
CREATE INDEX "InvitationTaskBoard_boardId_idx" ON "InvitationTaskBoard"("boardId");

-- AddForeignKey
ALTER TABLE "InvitationTaskBoard" ADD CONSTRAINT "InvitationTaskBoard_invitationId_fkey" FOREIGN KEY ("invitationId") REFERENCES "Invitation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvitationTaskBoard" ADD CONSTRAINT "InvitationTaskBoard_boardId_fkey" FOREIGN KEY ("boardId") REFERENCES "TaskBoard"("id") ON DELETE CASCADE ON UPDATE CASCADE;
