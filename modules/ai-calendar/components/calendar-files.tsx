"use client";

import { ActionIcon, Loader, Menu, Modal } from "@mantine/core";
import { IconDots, IconDownload, IconRss, IconUpload } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import { calendarFiles } from "@/modules/ai-calendar/client/api";

// The panels (the feed's address, the import's preview) load when opened, not with the page.
const FeedPanel = dynamic(() => import("./calendar-file-panels").then((loaded) => loaded.FeedPanel), {
  ssr: false,
  loading: () => <Loader size="sm" />,
});
const ImportPanel = dynamic(() => import("./calendar-file-panels").then((loaded) => loaded.ImportPanel), {
  ssr: false,
  loading: () => <Loader size="sm" />,
});

/** The calendar's other actions: subscribe from another app, import an .ics file, export one. */
export function CalendarMenu({
  moduleId,
  canAdd,
  onImported,
}: {
  moduleId: string;
  canAdd: boolean;
  onImported: () => void;
}) {
  const t = useTranslations("aiCalendar.files");
  const [open, setOpen] = useState<"feed" | "import" | null>(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t("menu")} data-testid="calendar-menu">
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconRss size={16} aria-hidden />} onClick={() => setOpen("feed")}>
            {t("subscribe")}
          </Menu.Item>
          {canAdd && (
            <Menu.Item leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setOpen("import")}>
              {t("import")}
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconDownload size={16} aria-hidden />}
            component="a"
            href={calendarFiles.exportHref(moduleId)}
            download
          >
            {t("export")}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={open === "feed"} onClose={() => setOpen(null)} title={t("subscribeTitle")} size="lg">
        {open === "feed" && <FeedPanel moduleId={moduleId} />}
      </Modal>
      <Modal opened={open === "import"} onClose={() => setOpen(null)} title={t("importTitle")} size="lg">
        {open === "import" && (
          <ImportPanel
            moduleId={moduleId}
            onDone={() => {
              setOpen(null);
              onImported();
            }}
          />
        )}
      </Modal>
    </>
  );
}
