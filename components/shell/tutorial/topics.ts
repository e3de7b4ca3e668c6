import { moduleIcon } from "@/lib/modules/routes";

/**
 * The tutorial popover's 14 topics (spec/shell.md §1, §2): the modules a project can hold, without
 * Content hub and Data visualization (the spec lists those two apart). Titles and descriptions are
 * messages `tutorial.topics.<tag>.title` / `.description`.
 */
export const TUTORIAL_TOPICS = [
  "TaskManagement",
  "AICalendar",
  "WorkflowAutomation",
  "Notification",
  "FileManagement",
  "OnlineChat",
  "TimeTracker",
  "FormBuilder",
  "DatabaseGenerator",
  "MeetingRoom",
  "ChartGenerator",
  "CRM",
  "DataTable",
  "QuizSurvey",
] as const;

export type TutorialTopic = (typeof TUTORIAL_TOPICS)[number];

/** The carousel's slides of a topic: its cover art, then how to add it, then where it opens. */
export const TUTORIAL_SLIDES = ["cover", "add", "open"] as const;
export type TutorialSlide = (typeof TUTORIAL_SLIDES)[number];

export const topicCover = (topic: TutorialTopic): string => moduleIcon(topic);
