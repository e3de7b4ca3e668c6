"use client";

import { Badge, Group, List, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCheck, IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { DraftFrame, DraftTitle, InvalidDraft, type DraftProps } from "@/components/ai/draft-frame";
import { errorMessage } from "@/lib/client/api";
import { contentHubApi } from "@/modules/content-hub/client/api";
import { announceItemSaved } from "@/modules/content-hub/client/item-events";
import { postDraftCreateBody } from "@/modules/content-hub/shared/ai-drafts";
import { postEditorHref, productEditorHref } from "@/modules/content-hub/shared/routes";
import {
  contentHubDraftSchema,
  type PostDraft,
  type ProductDescriptionDraft,
} from "@/modules/content-hub/schemas/content-hub-ai";
import * as z from "@/lib/zod";
import { useContentHub } from "../content-hub-context";

type Act = (work: () => Promise<string>, failed: string) => void;

/** Runs an action that ends on a page: closes the dialog and opens it; a failure is told and stays. */
function useAct(onNavigate: () => void): { busy: boolean; act: Act } {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const act: Act = (work, failed) => {
    setBusy(true);
    work().then(
      (href) => {
        onNavigate();
        router.push(href);
      },
      (error: unknown) => {
        setBusy(false);
        notifications.show({ color: "red", message: errorMessage(error, failed) });
      },
    );
  };
  return { busy, act };
}

/**
 * A json message of a content hub's reply: a post draft with Create post (a draft post with its
 * title, tags, categories and body, then its editor) or a product description with Use this
 * description (saved to the product, then its editor), each for those with that right; viewers see
 * the draft alone. Anything else shows as code.
 */
export function ContentDraftCard({ value, moduleId, onNavigate }: DraftProps) {
  const t = useTranslations("ai.contentHub.dialog");
  const parsed = z.safeParse(contentHubDraftSchema, value);
  if (!parsed.success) return <InvalidDraft value={value} label={t("draftInvalid")} />;
  return parsed.data.type === "post" ? (
    <PostDraftCard draft={parsed.data} moduleId={moduleId} onNavigate={onNavigate} />
  ) : (
    <ProductDescriptionCard draft={parsed.data} moduleId={moduleId} onNavigate={onNavigate} />
  );
}

function PostDraftCard({
  draft,
  moduleId,
  onNavigate,
}: {
  draft: PostDraft;
  moduleId: string;
  onNavigate: () => void;
}) {
  const t = useTranslations("ai.contentHub.dialog");
  const { access } = useContentHub();
  const { busy, act } = useAct(onNavigate);
  const create = () =>
    act(async () => {
      const post = await contentHubApi.createPost(moduleId, postDraftCreateBody(draft));
      return postEditorHref(moduleId, post.id);
    }, t("createFailed"));
  return (
    <DraftFrame
      label={t("postDraft")}
      readOnly={t("readOnlyPost")}
      action={
        access.add
          ? {
              label: t("createPost"),
              icon: <IconPlus size={14} aria-hidden />,
              onClick: create,
              loading: busy,
            }
          : null
      }
    >
      <DraftTitle>{draft.title}</DraftTitle>
      {draft.excerpt && (
        <Text size="sm" c="dimmed" lineClamp={3}>
          {draft.excerpt}
        </Text>
      )}
      {(draft.categories.length > 0 || draft.tags.length > 0) && (
        <Group gap={6}>
          {draft.categories.map((category) => (
            <Badge key={category.id} variant="light">
              {category.name}
            </Badge>
          ))}
          {draft.tags.map((tag) => (
            <Badge key={tag} variant="dot">
              {tag}
            </Badge>
          ))}
        </Group>
      )}
      {draft.outline.sections.length > 0 && (
        <>
          <Text size="xs" fw={600}>
            {t("outline")}
          </Text>
          <List size="sm" spacing={2}>
            {draft.outline.sections.map((section, index) => (
              <List.Item key={index}>{section.heading}</List.Item>
            ))}
          </List>
        </>
      )}
    </DraftFrame>
  );
}

function ProductDescriptionCard({
  draft,
  moduleId,
  onNavigate,
}: {
  draft: ProductDescriptionDraft;
  moduleId: string;
  onNavigate: () => void;
}) {
  const t = useTranslations("ai.contentHub.dialog");
  const { access } = useContentHub();
  const { busy, act } = useAct(onNavigate);
  const use = () =>
    act(async () => {
      await contentHubApi.updateProduct(moduleId, draft.productId, { description: draft.description });
      announceItemSaved("product", draft.productId);
      return productEditorHref(moduleId, draft.productId);
    }, t("useFailed"));
  return (
    <DraftFrame
      label={t("productDraft")}
      readOnly={t("readOnlyProduct")}
      action={
        access.edit
          ? {
              label: t("useDescription"),
              icon: <IconCheck size={14} aria-hidden />,
              onClick: use,
              loading: busy,
            }
          : null
      }
    >
      {draft.product && <DraftTitle>{draft.product}</DraftTitle>}
      <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {draft.description}
      </Text>
    </DraftFrame>
  );
}
