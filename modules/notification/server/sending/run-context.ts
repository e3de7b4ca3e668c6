import "server-only";
import type { CampaignSchedule } from "@/modules/notification/shared/types";
import type { Locale } from "@/lib/i18n/config";
import { getDb } from "@/lib/server/db";
import type { MessageContext } from "../deliver";

/** What a run's batches need of its campaign, module, channel, template and sender. */
export interface RunContext {
  campaignId: string;
  run: number;
  workspaceId: string;
  moduleId: string;
  moduleName: string;
  locale: Locale;
  channel: {
    id: string;
    kind: string;
    enabled: boolean;
    settings: unknown;
    secretVersion: number;
    /** A webhook channel's circuit breaker: nothing more is queued for it until then. */
    breakerOpenUntil: Date | null;
  };
  context: MessageContext;
  sender: { id: string; name: string; image: string | null } | null;
  schedule: CampaignSchedule;
  /** When the run started (the scheduler's clock): the next run comes after it. */
  startedAt: Date;
}

/** Everything a run's batches need, read once; null when the campaign is no longer sending this run. */
export async function loadRun(campaignId: string, run: number): Promise<RunContext | null> {
  const campaign = await getDb().notificationCampaign.findUnique({
    where: { id: campaignId },
    select: {
      id: true,
      name: true,
      status: true,
      runs: true,
      workspaceId: true,
      moduleId: true,
      values: true,
      schedule: true,
      lastRunAt: true,
      createdBy: { select: { id: true, name: true, image: true } },
      workspace: { select: { name: true } },
      projectModule: { select: { name: true, tag: true, project: { select: { name: true } } } },
      workspaceModule: { select: { name: true } },
      channel: {
        select: {
          id: true,
          kind: true,
          enabled: true,
          settings: true,
          secretVersion: true,
          webhookSubscription: { select: { breakerOpenUntil: true } },
        },
      },
      template: { select: { subject: true, body: true } },
    },
  });
  if (!campaign || campaign.status !== "sending" || campaign.runs !== run) return null;
  const moduleName = campaign.projectModule?.name ?? campaign.workspaceModule?.name ?? "Notification";
  const settings = await getDb().notificationSettings.findUnique({
    where: { userId: campaign.createdBy?.id ?? "" },
    select: { locale: true },
  });
  const values = { ...((campaign.values ?? {}) as Record<string, string>) };
  values["workspace.name"] = campaign.workspace.name;
  values["project.name"] = campaign.projectModule?.project.name ?? "";
  return {
    campaignId,
    run,
    workspaceId: campaign.workspaceId,
    moduleId: campaign.moduleId,
    moduleName,
    locale: settings?.locale === "es" ? "es" : "en",
    channel: campaign.channel
      ? {
          ...campaign.channel,
          breakerOpenUntil: campaign.channel.webhookSubscription?.breakerOpenUntil ?? null,
        }
      : { id: "", kind: "", enabled: false, settings: {}, secretVersion: 0, breakerOpenUntil: null },
    context: {
      workspaceId: campaign.workspaceId,
      moduleId: campaign.moduleId,
      campaign: { id: campaign.id, name: campaign.name, run },
      senderId: campaign.createdBy?.id ?? null,
      subject: campaign.template?.subject ?? null,
      body: campaign.template?.body ?? "",
      values,
    },
    sender: campaign.createdBy,
    schedule: campaign.schedule as CampaignSchedule,
    startedAt: campaign.lastRunAt ?? new Date(),
  };
}
