import type {
  CampaignAudience,
  CampaignItem,
  CampaignSchedule,
  TemplateItem,
} from "@/modules/notification/shared/types";
import type { RoleValue } from "@/lib/schemas/permissions";

/** The campaign form's fields (every audience's and schedule's, whichever is chosen). */
export interface CampaignFormValues {
  name: string;
  templateId: string | null;
  channelId: string | null;
  audienceKind: CampaignAudience["kind"];
  projectId: string | null;
  role: string;
  emails: string;
  scheduleKind: CampaignSchedule["kind"];
  at: string | null;
  values: Record<string, string>;
}

const toLocal = (iso: string) => {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:00`;
};

/**
 * A pasted list the viewer may not read (masked addresses): the form starts with no addresses, and
 * leaving them empty keeps the list as it is (the audience is then not sent).
 */
export function hiddenList(editing: CampaignItem | null): number | null {
  const audience = editing?.audience;
  return audience?.kind === "emails" && (audience.masked || !audience.emails) ? audience.count : null;
}

/** The form's values for the campaign edited, or for a new one (its project: the module's). */
export function initialCampaignValues(
  editing: CampaignItem | null,
  moduleProjectId: string | null,
): CampaignFormValues {
  const audience = editing?.audience;
  return {
    name: editing?.name ?? "",
    templateId: editing?.template?.id ?? null,
    channelId: editing?.channel?.id ?? null,
    audienceKind: audience?.kind ?? "all",
    projectId: audience?.kind === "project" ? audience.projectId : moduleProjectId,
    role: audience?.kind === "role" ? audience.role : "member",
    emails:
      audience?.kind === "emails" && hiddenList(editing) === null ? (audience.emails ?? []).join("\n") : "",
    scheduleKind: editing?.schedule.kind ?? "now",
    at: editing && editing.schedule.kind !== "now" ? toLocal(editing.schedule.at) : null,
    values: editing?.values ?? {},
  };
}

/** The body the form sends: the chosen audience and schedule, values of the template's variables. */
export function campaignBody(
  values: CampaignFormValues,
  template: TemplateItem | null,
  validEmails: string[],
) {
  const audienceValue: CampaignAudience =
    values.audienceKind === "project"
      ? { kind: "project", projectId: values.projectId ?? "" }
      : values.audienceKind === "role"
        ? {
            kind: "role",
            role: values.role as RoleValue,
          }
        : values.audienceKind === "emails"
          ? { kind: "emails", emails: validEmails }
          : { kind: "all" };
  const schedule: CampaignSchedule =
    values.scheduleKind === "now" || !values.at
      ? { kind: "now" }
      : { kind: values.scheduleKind, at: new Date(values.at.replace(" ", "T")).toISOString() };
  const own = Object.fromEntries(
    (template?.variables ?? []).map((v) => [v.name, values.values[v.name] ?? ""]),
  );
  return {
    name: values.name,
    templateId: values.templateId ?? undefined,
    channelId: values.channelId ?? undefined,
    audience: audienceValue,
    schedule,
    values: own,
  };
}
