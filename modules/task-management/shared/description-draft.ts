// The AI-assisted task description (issue 40, item 4; spec/work-management.md §4: none, manual or
// AI-assisted). Without a model the assistant drafts the structure a demanding team writes for the
// task's type — a bug's steps, expected and actual result; a story's "As a …, I want …" and its
// acceptance criteria; a task's goal, steps and definition of done; an epic's outcome, scope and
// milestones — with the title where it fits and short hints (in italics) for the rest. A configured
// model fills it in from the title and what is written so far (server/ai/describe.ts). Pure.
import { escapeHtml } from "@/lib/html-text";
import type { IssueType } from "./constants";

/** Texts under `tasks.describe`, in the request's language. */
export type DescribeTexts = (key: string, values?: Record<string, string>) => string;

const heading = (text: string) => `<h3>${escapeHtml(text)}</h3>`;
const hint = (text: string) => `<p><em>${escapeHtml(text)}</em></p>`;
const list = (tag: "ul" | "ol", items: string[]) =>
  `<${tag}>${items.map((item) => `<li><p><em>${escapeHtml(item)}</em></p></li>`).join("")}</${tag}>`;

/** The title as the end of "I want to …": its first letter lower-cased unless it starts an acronym. */
function asAction(title: string): string {
  const clean = title.trim().replace(/[.!]+$/, "");
  return /^[A-Z][a-z]/.test(clean) ? clean[0]!.toLowerCase() + clean.slice(1) : clean;
}

/** The built-in draft of a task's description (HTML the description sanitiser keeps as it is). */
export function builtInDescription(task: { title: string; issueType: IssueType }, t: DescribeTexts): string {
  const title = `<p>${escapeHtml(task.title.trim())}</p>`;
  switch (task.issueType) {
    case "bug":
      return [
        heading(t("summary")),
        title,
        heading(t("stepsToReproduce")),
        list("ol", [t("stepHint1"), t("stepHint2"), t("stepHint3")]),
        heading(t("expected")),
        hint(t("expectedHint")),
        heading(t("actual")),
        hint(t("actualHint")),
        heading(t("environment")),
        hint(t("environmentHint")),
      ].join("");
    case "feature":
    case "story":
      return [
        heading(t("userStory")),
        `<p>${escapeHtml(t("userStoryText", { action: asAction(task.title) }))}</p>`,
        heading(t("acceptance")),
        list("ul", [t("acceptanceHint1"), t("acceptanceHint2")]),
        heading(t("outOfScope")),
        hint(t("outOfScopeHint")),
      ].join("");
    case "epic":
      return [
        heading(t("outcome")),
        title,
        heading(t("scope")),
        list("ul", [t("scopeHint")]),
        heading(t("milestones")),
        list("ol", [t("milestoneHint")]),
        heading(t("outOfScope")),
        hint(t("outOfScopeHint")),
      ].join("");
    default:
      return [
        heading(t("goal")),
        title,
        heading(t("steps")),
        list("ul", [t("stepsHint")]),
        heading(t("doneWhen")),
        list("ul", [t("doneWhenHint")]),
      ].join("");
  }
}
