-- CreateTable
CREATE TABLE "DomainEventLog" (
    "position" BIGSERIAL NOT NULL,
    "id" UUID NOT NULL,
    "txid" BIGINT NOT NULL DEFAULT ((pg_current_xact_id())::text)::bigint,
    "type" TEXT NOT NULL,
    "workspaceId" CHAR(24),
    "moduleId" CHAR(24),
    "actorId" CHAR(24),
    "clientId" TEXT,
    "payload" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DomainEventLog_pkey" PRIMARY KEY ("position")
);

-- CreateTable
CREATE TABLE "DomainEventCursor" (
    "subscriber" TEXT NOT NULL,
    "txid" BIGINT NOT NULL,
    "position" BIGINT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DomainEventCursor_pkey" PRIMARY KEY ("subscriber")
);

-- CreateTable
CREATE TABLE "DomainEventRetry" (
    "subscriber" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "event" JSONB NOT NULL,
    "attempts" INTEGER NOT NULL,
    "lastError" TEXT NOT NULL,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL,
    "deadAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DomainEventRetry_pkey" PRIMARY KEY ("subscriber","eventId")
);

-- CreateIndex
CREATE INDEX "DomainEventLog_txid_position_idx" ON "DomainEventLog"("txid", "position");

-- CreateIndex
CREATE INDEX "DomainEventLog_createdAt_idx" ON "DomainEventLog"("createdAt");

-- CreateIndex
CREATE INDEX "DomainEventRetry_subscriber_nextAttemptAt_idx" ON "DomainEventRetry"("subscriber", "nextAttemptAt");

-- Every statement that writes events wakes the dispatchers (LISTEN suite_domain_events): NOTIFY is
-- sent at commit, never for a rollback, and repeated ones in one transaction fold into one.
CREATE FUNCTION suite_notify_domain_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('suite_domain_events', '');
  RETURN NULL;
END $$;

CREATE TRIGGER "DomainEventLog_notify" AFTER INSERT ON "DomainEventLog"
  FOR EACH STATEMENT EXECUTE FUNCTION suite_notify_domain_events();
