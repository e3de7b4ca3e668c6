"use client";

import {
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from "@mantine/core";
import { IconFilePlus, IconSparkles, IconTemplate } from "@tabler/icons-react";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { ApiError } from "@/lib/client/api";
import { translatedResolver } from "@/lib/client/form";
import { formApi, type FormContentInput } from "@/modules/form-builder/client/api";
import { aiPromptFormSchema, formNameFormSchema } from "@/modules/form-builder/client/create-form";
import type { FormTemplate } from "@/modules/form-builder/shared/templates";
import { TemplateGallery } from "./template-gallery";

type Step = "choose" | "name" | "ai" | "template" | null;

/** A dialog's last row: its error, Cancel and the action. */
function Footer({
  error,
  cancel,
  onCancel,
  children,
}: {
  error: string | null;
  cancel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancel}
        </Button>
        {children}
      </Group>
    </>
  );
}

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.messages.join(", ") : fallback;

/** 'Create Form': Start from scratch ('Name your form'), Quick start with AI, Use a template. */
export function CreateFormModals({
  moduleId,
  step,
  onStep,
}: {
  moduleId: string;
  step: Step;
  onStep: (step: Step) => void;
}) {
  const t = useTranslations("formBuilder.create");
  const tAll = useTranslations();
  const router = useRouter();
  const nameForm = useForm({
    initialValues: { title: "" },
    validate: translatedResolver(formNameFormSchema, tAll),
  });
  const aiForm = useForm({
    initialValues: { prompt: "" },
    validate: translatedResolver(aiPromptFormSchema, tAll),
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function create(key: string, body: FormContentInput & { title: string }) {
    setBusy(key);
    setError(null);
    try {
      const form = await formApi.create(moduleId, body);
      router.push(
        `/form-builder/${moduleId}/${form.id}/edit?view=form&redirect=${encodeURIComponent(`/form-builder/${moduleId}`)}`,
      );
    } catch (failure) {
      setError(errorText(failure, t("failed")));
      setBusy(null);
    }
  }

  const close = () => {
    onStep(null);
    setError(null);
    nameForm.clearErrors();
    aiForm.clearErrors();
  };

  const cards = [
    { step: "name" as const, icon: IconFilePlus, title: t("scratch"), text: t("scratchText") },
    { step: "ai" as const, icon: IconSparkles, title: t("ai"), text: t("aiText") },
    { step: "template" as const, icon: IconTemplate, title: t("template"), text: t("templateText") },
  ];
  const samples = [t("sample1"), t("sample2"), t("sample3"), t("sample4")];

  return (
    <>
      <Modal opened={step === "choose"} onClose={close} title={t("title")} size="xl" centered>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {cards.map((card) => (
            <UnstyledButton
              key={card.step}
              onClick={() => onStep(card.step)}
              data-testid={`create-${card.step}`}
            >
              <Card withBorder h="100%">
                <Stack gap={6} align="flex-start">
                  <card.icon aria-hidden />
                  <Text fw={600}>{card.title}</Text>
                  <Text size="sm" c="dimmed">
                    {card.text}
                  </Text>
                </Stack>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Modal>

      <Modal opened={step === "name"} onClose={close} title={t("nameTitle")} centered>
        <form
          noValidate
          onSubmit={nameForm.onSubmit((values) => void create("name", { title: values.title.trim() }))}
        >
          <Stack>
            <TextInput
              label={t("nameLabel")}
              data-autofocus
              {...nameForm.getInputProps("title")}
              data-testid="form-name-input"
            />
            <Footer error={error} cancel={t("cancel")} onCancel={close}>
              <Button type="submit" loading={busy === "name"} data-testid="form-name-submit">
                {t("createButton")}
              </Button>
            </Footer>
          </Stack>
        </form>
      </Modal>

      <Modal opened={step === "ai"} onClose={close} title={t("aiTitle")} size="lg" centered>
        <form
          noValidate
          onSubmit={aiForm.onSubmit(async ({ prompt }) => {
            setBusy("ai");
            setError(null);
            try {
              const draft = await formApi.draft(moduleId, prompt.trim());
              await create("ai", {
                title: draft.title,
                description: draft.description,
                elements: draft.elements,
                configuration: draft.configuration,
                logic: draft.logic,
              });
            } catch (failure) {
              setError(errorText(failure, t("failed")));
              setBusy(null);
            }
          })}
        >
          <Stack>
            <Textarea
              rows={5}
              placeholder={t("aiPlaceholder")}
              aria-label={t("aiTitle")}
              {...aiForm.getInputProps("prompt")}
              data-testid="ai-prompt"
            />
            <Group gap="xs">
              {samples.map((sample) => (
                <Button
                  key={sample}
                  variant="light"
                  size="compact-sm"
                  onClick={() => aiForm.setFieldValue("prompt", sample)}
                >
                  {sample}
                </Button>
              ))}
            </Group>
            <Footer error={error} cancel={t("cancel")} onCancel={close}>
              <Button type="submit" loading={busy === "ai"} disabled={!aiForm.values.prompt.trim()}>
                {t("generate")}
              </Button>
            </Footer>
          </Stack>
        </form>
      </Modal>

      <Modal opened={step === "template"} onClose={close} title={t("templateTitle")} size={1262} centered>
        {error && (
          <Text c="red" size="sm" mb="sm">
            {error}
          </Text>
        )}
        <TemplateGallery
          busy={busy}
          onUse={(template: FormTemplate) =>
            void create(template.id, {
              title: template.title,
              description: template.description,
              elements: template.elements,
              configuration: template.configuration,
              logic: template.logic,
            })
          }
        />
      </Modal>
    </>
  );
}

export type { Step as CreateStep };

export const CREATE_ROUTES = { ai: "create-form-with-ai", template: "create-form-with-template" } as const;

/**
 * The create dialogs as routes (spec §2): dashboard/forms/create ('Create Form'),
 * …/create-form-with-ai and …/create-form-with-template, over the dashboard; 'Name your form' opens in
 * place; closing goes back to `redirect`.
 */
export function CreateFormRoute({
  moduleId,
  initial,
  redirect,
}: {
  moduleId: string;
  initial: "choose" | "ai" | "template";
  redirect: string;
}) {
  const router = useRouter();
  const [step, setStep] = useState<Step>(initial);
  const base = `/form-builder/${moduleId}/dashboard/forms`;
  return (
    <CreateFormModals
      moduleId={moduleId}
      step={step}
      onStep={(next) => {
        if (next === null) router.push(redirect, { scroll: false });
        else if (next === "ai" || next === "template")
          router.push(`${base}/${CREATE_ROUTES[next]}?redirect=${encodeURIComponent(redirect)}`, {
            scroll: false,
          });
        else setStep(next);
      }}
    />
  );
}
