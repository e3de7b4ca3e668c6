"use client";

import { ActionIcon, Tooltip } from "@mantine/core";
import { IconLayoutGrid, IconList } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

export type ProjectsView = "grid" | "list";

/** Grid/list switch: two pressed-state buttons writing the `view` search param. */
export function ViewToggle({ view }: { view: ProjectsView }) {
  const t = useTranslations("projects.views");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();

  const choose = (next: ProjectsView) => {
    if (next === view) return;
    const params = new URLSearchParams(searchParams.toString());
    params.set("view", next);
    router.replace(`${pathname}?${params.toString()}`, { scroll: false });
  };

  return (
    <ActionIcon.Group role="group" aria-label={t("label")}>
      {(["grid", "list"] as const).map((option) => (
        <Tooltip key={option} label={t(option)} withArrow>
          <ActionIcon
            size="lg"
            variant={view === option ? "filled" : "default"}
            aria-pressed={view === option}
            aria-label={t(option)}
            onClick={() => choose(option)}
          >
            {option === "grid" ? <IconLayoutGrid size={18} /> : <IconList size={18} />}
          </ActionIcon>
        </Tooltip>
      ))}
    </ActionIcon.Group>
  );
}
