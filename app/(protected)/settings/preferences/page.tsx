import { redirect } from "next/navigation";

/** /settings/preferences: the language and time zone are on the profile page now (issue 40). */
export default function PreferencesPage(): never {
  redirect("/settings/profile#preferences");
}
