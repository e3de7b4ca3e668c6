import "server-only";
import { getDb } from "@/lib/server/db";
import { channelsFor } from "@/lib/server/inbox/preferences";
import { notify } from "@/lib/server/inbox/notify";
import { sendMail } from "@/lib/server/mail/send-mail";
import { suppressedAmong } from "@/lib/server/mail/suppression";
import { moduleReaders } from "@/lib/server/modules/module-readers";
import { ActionError, type ActionContext, type ActionDefinition } from "@/lib/server/automation/types";
import { oncePerExecution } from "@/lib/server/automation/owner";

// The Notification kind's automation actions (its kind.ts `automation.actions`): tell a member in
// the app (the inbox's notify, with the member's preferences for messages) or by e-mail (the mail
// queue, honouring their e-mail preference and the workspace's suppression list). The member must be
// able to open the automation's module: nobody hears of an automation they cannot see.

const ID = /^[0-9a-f]{24}$/;

function text(settings: Record<string, unknown>, key: string, max: number, required: boolean): string {
  const value = settings[key];
  if (value === undefined || value === null || value === "") {
    if (required) throw new ActionError(`${key} is required`, "BAD_SETTINGS");
    return "";
  }
  if (typeof value !== "string" && typeof value !== "number")
    throw new ActionError(`${key} must be text`, "BAD_SETTINGS");
  return String(value).slice(0, max);
}

/** The member told, who must be able to open the automation's module, and where its link goes. */
async function recipient(context: ActionContext, settings: Record<string, unknown>) {
  const member = settings.member;
  if (typeof member !== "string" || !ID.test(member))
    throw new ActionError("member must be an id", "BAD_SETTINGS");
  const db = getDb();
  const process = await db.automationProcess.findUniqueOrThrow({
    where: { id: context.processId },
    select: { moduleId: true, projectModule: { select: { projectId: true } } },
  });
  const [reader] = await moduleReaders(
    context.workspaceId,
    { moduleId: process.moduleId, private: false, project: null },
    [member],
  );
  if (!reader) throw new ActionError("the member cannot open this automation's module", "FORBIDDEN");
  const projectId = process.projectModule?.projectId;
  const link = projectId ? `/project/${projectId}/workflow-automation?moduleId=${process.moduleId}` : "/";
  return { userId: member, moduleId: process.moduleId, link };
}

const sendNotification: ActionDefinition = {
  name: "notification.send",
  async run(context, settings) {
    const title = text(settings, "title", 200, true);
    const body = text(settings, "body", 1000, false);
    const to = await recipient(context, settings);
    const instance = await getDb().automationInstance.findUniqueOrThrow({
      where: { id: context.instanceId },
      select: { startedAt: true },
    });
    // Its id is derived from the run and the execution: the same execution notifies once.
    const notified = await notify(
      context.workspaceId,
      [to.userId],
      {
        kind: "campaign.message",
        params: { moduleName: title, ...(body && { excerpt: body }) },
        actorId: null,
        moduleId: to.moduleId,
        link: to.link,
      },
      { id: `automation:${context.instanceId}:${context.executionId}`, createdAt: instance.startedAt },
    );
    return { result: { notified: notified.length > 0 } };
  },
};

const escapeHtml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const sendEmail: ActionDefinition = {
  name: "email.send",
  async run(context, settings) {
    const subject = text(settings, "subject", 200, true).replace(/[\r\n]+/g, " ");
    const body = text(settings, "body", 10_000, true);
    const to = await recipient(context, settings);
    const result = await oncePerExecution(context, async () => {
      const user = await getDb().user.findUniqueOrThrow({
        where: { id: to.userId },
        select: { email: true },
      });
      const channels = await channelsFor([to.userId], "campaign.message");
      if (!channels.get(to.userId)?.email) return { sent: false, reason: "preferences" };
      const suppressed = await suppressedAmong(getDb(), context.workspaceId, [user.email]);
      if (suppressed.size > 0) return { sent: false, reason: "suppressed" };
      await sendMail({
        to: user.email,
        subject,
        text: body,
        html: `<p>${escapeHtml(body).replace(/\n/g, "<br>")}</p>`,
      });
      return { sent: true };
    });
    return { result };
  },
};

export const notificationActions: readonly ActionDefinition[] = [sendNotification, sendEmail];
