"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import classes from "@/modules/form-builder/components/form-renderer.module.css";
import { themeOf, themeVars } from "@/modules/form-builder/shared/themes";

/** The public form's error screen: plain markup, as the bare page has no Mantine. */
export default function FormError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations("formBuilder.fill");
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className={classes.root} style={themeVars(themeOf(undefined))} role="alert">
      <div className={classes.card}>
        <p>{t("loadFailed")}</p>
        <button type="button" className={classes.button} onClick={reset}>
          {t("retry")}
        </button>
      </div>
    </main>
  );
}
