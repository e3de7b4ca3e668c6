import { getTranslations } from "next-intl/server";
import classes from "@/modules/form-builder/components/form-renderer.module.css";
import { themeOf, themeVars } from "@/modules/form-builder/shared/themes";

/** An unknown, never published or unpublished form: plain markup, as the bare page has no Mantine. */
export default async function FormNotFound() {
  const t = await getTranslations("formBuilder.fill");
  return (
    <main className={classes.root} style={themeVars(themeOf(undefined))} data-testid="form-not-found">
      <div className={classes.card}>
        <p>{t("notFound")}</p>
      </div>
    </main>
  );
}
