-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "emailPending" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "emailedAt" TIMESTAMP(3),
ADD COLUMN     "inApp" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "NotificationPreference" (
    "userId" CHAR(24) NOT NULL,
    "kind" TEXT NOT NULL,
    "inApp" BOOLEAN NOT NULL,
    "email" BOOLEAN NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NotificationPreference_pkey" PRIMARY KEY ("userId","kind")
);

-- CreateTable
CREATE TABLE "NotificationSettings" (
    "userId" CHAR(24) NOT NULL,
    "locale" TEXT NOT NULL DEFAULT 'en',
    "lastDigestAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NotificationSettings_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "NotificationPreference" ADD CONSTRAINT "NotificationPreference_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationSettings" ADD CONSTRAINT "NotificationSettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The inbox shows in-app rows only: the unread count's partial index follows.
DROP INDEX "Notification_unread_idx";
CREATE INDEX "Notification_unread_idx" ON "Notification"("userId", "workspaceId") WHERE "readAt" IS NULL AND "inApp";
-- The digest job finds who has e-mail waiting.
CREATE INDEX "Notification_emailPending_idx" ON "Notification"("userId") WHERE "emailPending";
