import { redirect } from "next/navigation";
import { GOALS_HOME } from "@/lib/client/goals/links";

/** /goals opens My goals (spec/work-management.md §2). */
export default function GoalsPage() {
  redirect(GOALS_HOME);
}
