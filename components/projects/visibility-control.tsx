"use client";

import { Input, SegmentedControl } from "@mantine/core";
import { useTranslations } from "next-intl";
import { confirmAction } from "@/components/ui/confirm";

/** Private/Public, changed only after the spec's confirmation (spec/shell.md §4). */
export function VisibilityControl(props: {
  value: boolean;
  onChange: (isPrivate: boolean) => void;
  disabled: boolean;
}) {
  const t = useTranslations("projects.edit");
  const tc = useTranslations("common");

  async function change(next: string) {
    const isPrivate = next === "private";
    if (isPrivate === props.value) return;
    const confirmed = await confirmAction({
      title: t(isPrivate ? "toPrivateTitle" : "toPublicTitle"),
      message: t(isPrivate ? "toPrivateText" : "toPublicText"),
      confirm: t("confirmChange"),
      cancel: tc("cancel"),
    });
    if (confirmed) props.onChange(isPrivate);
  }

  return (
    <Input.Wrapper label={t("visibility")} id="project-visibility" labelElement="div">
      <div>
        <SegmentedControl
          aria-labelledby="project-visibility-label"
          value={props.value ? "private" : "public"}
          onChange={(next) => void change(next)}
          disabled={props.disabled}
          data={[
            { value: "public", label: t("public") },
            { value: "private", label: t("private") },
          ]}
          data-testid="project-visibility"
        />
      </div>
    </Input.Wrapper>
  );
}
