import { CARD_SIZES, defineModuleKind } from "@/lib/modules/kind";

export const quizSurveyKind = defineModuleKind({
  tag: "QuizSurvey",
  segment: "quiz-survey",
  placement: "project",
  applet: "formBuilder",
  integrable: false,
  ai: false,
  tutorial: 14,
  catalog: {
    title: "Quiz and survey generator",
    description: "Create quizzes and surveys and collect the answers.",
    category: "Content",
    active: false,
    gradient: ["#e67700", "#ffd43b"],
    size: CARD_SIZES.card,
  },
});
