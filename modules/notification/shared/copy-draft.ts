// A campaign's copy drafted from its goal and audience (issue 40, item 4; the spec's 'Ask AI' on
// campaigns). Without a model the assistant writes the message a careful sender would start from:
// a greeting by name, the goal as its first sentence, who it is for, what to do next and a sign-off,
// in the tone chosen, short for in-app messages and webhooks; the template's built-in variables
// ({{recipient.name}}, {{workspace.name}}) fill in each recipient. A configured model rewrites it
// (server/ai-copy.ts). Pure: the answer's schema and the built-in draft.
import * as z from "@/lib/zod";
import type { ChannelKind } from "./types";

export const COPY_TONES = ["friendly", "formal", "urgent"] as const;
export type CopyTone = (typeof COPY_TONES)[number];

/** POST …/ai/copy: a template's fields to start from, and who wrote them. */
export const copyDraftSchema = z.object({
  name: z.string(),
  /** For e-mail (null for the other kinds). */
  subject: z.nullable(z.string()),
  body: z.string(),
  by: z.enum(["built-in", "model"]),
});
export type CopyDraft = z.output<typeof copyDraftSchema>;

/** Texts under `notificationModule.copy`, in the request's language. */
export type CopyTexts = (key: string, values?: Record<string, string>) => string;

const NAME_MAX = 80;

/** The goal as a sentence: trimmed, its first letter upper-cased, ending in a full stop. */
export function goalSentence(goal: string): string {
  const text = goal.trim().replace(/\s+/g, " ");
  const capital = text.charAt(0).toLocaleUpperCase() + text.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

/** The goal as a title: its first line, without a final stop, cut at a word within `max`. */
export function goalTitle(goal: string, max = NAME_MAX): string {
  const line = goalSentence(goal.split("\n")[0] ?? goal).replace(/[.!?…]+$/, "");
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}

/** The built-in draft of a campaign's copy. */
export function builtInCopy(
  input: { goal: string; audience: string | null; channelKind: ChannelKind; tone: CopyTone },
  t: CopyTexts,
): Omit<CopyDraft, "by"> {
  const title = goalTitle(input.goal);
  const sentence = goalSentence(input.goal);
  const short = input.channelKind !== "email";
  const lines = short
    ? [
        input.tone === "urgent" ? t("urgentShort", { goal: sentence }) : sentence,
        t("signShort", { workspace: "{{workspace.name}}" }),
      ]
    : [
        t(`greeting.${input.tone}`, { name: "{{recipient.name}}" }),
        input.tone === "urgent" ? t("urgentLead", { goal: sentence }) : sentence,
        ...(input.audience ? [t("audienceLine", { audience: input.audience.trim() })] : []),
        t(`next.${input.tone}`),
        t(`sign.${input.tone}`, { workspace: "{{workspace.name}}" }),
      ];
  return {
    name: title,
    subject: input.channelKind === "email" ? t(`subject.${input.tone}`, { goal: title }) : null,
    body: lines.join("\n\n"),
  };
}
