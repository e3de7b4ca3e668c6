import { defineModuleKind } from "@/lib/modules/kind";

export const quizSurveyKind = defineModuleKind({
  tag: "QuizSurvey",
  segment: "quiz-survey",
  placement: "project",
  applet: "formBuilder",
  integrable: false,
  ai: false,
  tutorial: 14,
});
