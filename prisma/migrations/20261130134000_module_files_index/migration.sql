-- File management's "From modules" tab (lib/server/files/readable-files.ts) reads a workspace's files
-- of other modules newest first: this index serves that order without sorting every file. Partial
-- and in this migration only (Prisma's schema cannot say it).
CREATE INDEX "File_module_files_idx" ON "File" ("workspaceId", "createdAt" DESC, "id" DESC)
  WHERE "ownerKind" IN ('content_hub', 'form_response', 'online_chat');
