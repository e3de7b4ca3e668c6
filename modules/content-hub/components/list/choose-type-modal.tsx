"use client";

import { SimpleGrid, Text, UnstyledButton } from "@mantine/core";
import { IconArticle, IconForms, IconNews, IconShoppingBag } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { contentHubApi } from "@/modules/content-hub/client/api";
import { postEditorHref, productEditorHref, type ContentTab } from "@/modules/content-hub/shared/routes";
import { useContentHub } from "../content-hub-context";
import { RouteModal } from "../route-modal";
import classes from "./choose-type.module.css";

// Opened from the Form Builder card: its code loads on that click.
const IntegrationDialog = dynamic(
  () => import("@/components/integrations/integration-dialog").then((module) => module.IntegrationDialog),
  { ssr: false },
);

const TYPES = [
  { key: "blog", icon: IconArticle, enabled: true },
  { key: "product", icon: IconShoppingBag, enabled: true },
  { key: "news", icon: IconNews, enabled: false },
  { key: "formBuilder", icon: IconForms, enabled: true },
] as const;

/**
 * 'Choose your content type' (spec §2 /content-hub/{moduleId}/new): Blog and Product make an untitled
 * draft and open its editor; Form Builder integration opens the hub's Integration dialog, where a form
 * builder is linked so that its forms' responses become draft posts (docs/platform/integrations.md);
 * News is shown, disabled.
 */
export function ChooseTypeModal({ redirect, active }: { redirect: string; active: ContentTab }) {
  const t = useTranslations("contentHub.new");
  const info = useContentHub();
  const router = useRouter();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [integrating, setIntegrating] = useState(false);

  const create = async (key: "blog" | "product") => {
    setPending(key);
    setError(null);
    try {
      if (key === "blog") {
        const post = await contentHubApi.createPost(info.id);
        router.push(postEditorHref(info.id, post.id));
      } else {
        const product = await contentHubApi.createProduct(info.id);
        router.push(productEditorHref(info.id, product.id));
      }
    } catch (cause) {
      setError(errorMessage(cause, t("failed")));
      setPending(null);
    }
  };

  if (integrating) {
    return (
      <IntegrationDialog
        opened
        onClose={() => router.push(redirect, { scroll: false })}
        module={{ moduleId: info.id, name: info.name, tag: "ContentHub", project: info.project }}
        onChanged={() => router.refresh()}
      />
    );
  }

  return (
    <RouteModal redirect={redirect} t={t} error={error} size={620} centered data-testid="choose-type-modal">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {TYPES.map((type) => {
          const Icon = type.icon;
          const isDefault = (active === "products" ? "product" : "blog") === type.key;
          return (
            <UnstyledButton
              key={type.key}
              className={classes.card}
              disabled={!type.enabled || pending !== null}
              data-autofocus={isDefault || undefined}
              data-pending={pending === type.key || undefined}
              onClick={() => {
                if (type.key === "formBuilder") setIntegrating(true);
                else if (type.enabled) void create(type.key);
              }}
              aria-busy={pending === type.key}
            >
              <Icon size={28} aria-hidden />
              <Text fw={600}>{t(`types.${type.key}.title`)}</Text>
              <Text size="sm" c="dimmed">
                {type.enabled ? t(`types.${type.key}.description`) : t("comingSoon")}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </RouteModal>
  );
}
