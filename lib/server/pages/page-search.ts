import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { PAGE_SEARCH_HEADER } from "@/lib/routing/page-search";

/** The requested page's search params, for a layout (lib/routing/page-search.ts); once per request. */
export const pageSearchParams = cache(
  async (): Promise<URLSearchParams> => new URLSearchParams((await headers()).get(PAGE_SEARCH_HEADER) ?? ""),
);
