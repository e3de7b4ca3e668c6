import "server-only";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { quizSurveyKind } from "./kind";

/** Its catalog entry; no summary, jobs, assistant or start-up work yet. */
export const quizSurveyServer = defineServerKind(quizSurveyKind, {
  catalog: {
    title: "Quiz and survey generator",
    description: "Create quizzes and surveys and collect the answers.",
    category: "Content",
    active: false,
    gradient: ["#e67700", "#ffd43b"],
    size: CARD_SIZES.card,
  },
});
