import { moduleIcon } from "@/lib/modules/routes";
import { MODULE_KINDS, type ModuleKind } from "@/modules/kinds";

/**
 * The tutorial popover's 14 topics (spec/shell.md §1, §2): the kinds whose manifest gives them a
 * place (`tutorial`), in that order; Content hub and Data visualization are not among them (the spec
 * lists those two apart). Titles and descriptions are messages `tutorial.topics.<tag>.title` /
 * `.description`.
 */
type TopicKind = Extract<ModuleKind, { tutorial: number }>;
export type TutorialTopic = TopicKind["tag"];
export const TUTORIAL_TOPICS: readonly TutorialTopic[] = MODULE_KINDS.filter(
  (kind): kind is TopicKind => kind.tutorial !== null,
)
  .sort((a, b) => a.tutorial - b.tutorial)
  .map((kind) => kind.tag);

/** The carousel's slides of a topic: its cover art, then how to add it, then where it opens. */
export const TUTORIAL_SLIDES = ["cover", "add", "open"] as const;
export type TutorialSlide = (typeof TUTORIAL_SLIDES)[number];

export const topicCover = (topic: TutorialTopic): string => moduleIcon(topic);

/** A built kind's own slides (its manifest's `guide`): `tutorial.guides.<tag>.<slide>`; null for the generic ones. */
export function guideOf(tag: string): readonly string[] | null {
  const kind = MODULE_KINDS.find((one) => one.tag === tag);
  return kind && "guide" in kind && kind.guide ? kind.guide : null;
}
