import { redirect } from "next/navigation";

/** /reporting opens the reporting dashboard. */
export default function ReportingPage(): never {
  redirect("/reporting/dashboard");
}
