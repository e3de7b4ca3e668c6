import { Box } from "@mantine/core";
import type { ReactNode } from "react";
import { ContentListView } from "@/modules/content-hub/components/list/content-list-view";

/** The list of posts and products, kept mounted under its dialog routes (new, connect, members). */
export default function ContentListLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Box px={{ base: "sm", sm: "md" }} py="md" w="100%" miw={0}>
        <ContentListView />
      </Box>
      {children}
    </>
  );
}
