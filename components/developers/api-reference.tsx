"use client";

import { Anchor, Group, Skeleton, Stack } from "@mantine/core";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import Link from "next/link";
import { PageHeading } from "@/components/ui/page-heading";
import { hrefOf } from "@/lib/client/api";
import type * as openapi from "@/lib/contracts/openapi";

// Scalar (a Vue app with its own styles) loads after this page, and with no other page.
const ScalarReference = dynamic(() => import("./scalar-reference"), {
  ssr: false,
  loading: () => <Skeleton h={480} radius="md" />,
});

const DOCUMENT_URL = hrefOf<typeof openapi.getOpenApiDocument>("GET /api/v1/openapi.json", {});

/** /developers/api: the REST API's reference, rendered from its OpenAPI document. */
export function ApiReference() {
  const t = useTranslations("apiDocs");
  return (
    <Stack gap="md">
      <PageHeading title={t("title")} text={t("intro")} />
      <Group gap="lg">
        <Anchor component={Link} href="/settings/api-tokens" size="sm">
          {t("tokensLink")}
        </Anchor>
        <Anchor href={DOCUMENT_URL} size="sm" target="_blank">
          {t("documentLink")}
        </Anchor>
      </Group>
      <ScalarReference documentUrl={DOCUMENT_URL} />
    </Stack>
  );
}
