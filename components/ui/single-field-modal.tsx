"use client";

import {
  Button,
  ColorInput,
  ColorPicker,
  Group,
  Modal,
  Stack,
  TextInput,
  type ModalProps,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import * as z from "@/lib/zod";
import { FormError } from "@/components/ui/form-error";
import { translatedResolver } from "@/lib/client/form";
import { useFormSubmit } from "@/lib/client/use-form-submit";

export interface SingleFieldModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A text field (sent trimmed), or a hex colour with swatches and a picker (sent in lower case). */
  kind?: "text" | "color";
  label: string;
  placeholder?: string;
  maxLength?: number;
  withAsterisk?: boolean;
  /** The colours offered above the picker (kind "color"). */
  swatches?: string[];
  /** The value the field holds each time the modal opens. */
  initialValue: string;
  /** The value's rule; its messages are `validation.*` keys, shown translated (as the server's 400s). */
  schema: z.ZodMiniType;
  /**
   * Runs with the valid value. A thrown error shows above the field; "navigating" keeps the button
   * busy while the page goes away.
   */
  onSubmit: (value: string) => Promise<void | "navigating">;
  /** Default: common.save and common.cancel. */
  submitLabel?: string;
  cancelLabel?: string;
  /** data-testid of the form. */
  testId?: string;
  /** data-testid of the modal. */
  modalTestId?: string;
  size?: ModalProps["size"];
}

/**
 * A modal with one field (rename, title, colour): validated on submit, Enter submits, Escape and
 * Cancel close, the field has the focus, the submit button is busy while `onSubmit` runs and its
 * failure shows in the dialog. The form starts afresh each time the modal opens.
 */
export function SingleFieldModal({
  opened,
  onClose,
  title,
  size,
  modalTestId,
  ...form
}: SingleFieldModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size={size} data-testid={modalTestId}>
      {opened && <SingleFieldForm {...form} onCancel={onClose} />}
    </Modal>
  );
}

type FormProps = Omit<SingleFieldModalProps, "opened" | "onClose" | "title" | "size" | "modalTestId"> & {
  onCancel: () => void;
};

function SingleFieldForm(props: FormProps) {
  const t = useTranslations();
  const { loading, error, submit } = useFormSubmit();
  const form = useForm({
    initialValues: { value: props.initialValue },
    validate: translatedResolver(z.object({ value: props.schema }), t),
  });
  const clean = (value: string) => (props.kind === "color" ? value.toLowerCase() : value.trim());

  return (
    <form
      noValidate
      data-testid={props.testId}
      onSubmit={form.onSubmit((values) => submit(() => props.onSubmit(clean(values.value))))}
    >
      <Stack>
        <FormError error={error} />
        {props.kind === "color" ? (
          <>
            <ColorPicker
              format="hex"
              fullWidth
              swatches={props.swatches}
              swatchesPerRow={7}
              value={form.values.value}
              onChange={(color) => form.setFieldValue("value", color)}
              aria-label={props.label}
            />
            <ColorInput
              label={props.label}
              placeholder={props.placeholder}
              withAsterisk={props.withAsterisk}
              format="hex"
              withPicker={false}
              data-autofocus
              {...form.getInputProps("value")}
            />
          </>
        ) : (
          <TextInput
            label={props.label}
            placeholder={props.placeholder}
            withAsterisk={props.withAsterisk}
            maxLength={props.maxLength}
            data-autofocus
            {...form.getInputProps("value")}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {props.cancelLabel ?? t("common.cancel")}
          </Button>
          <Button type="submit" loading={loading}>
            {props.submitLabel ?? t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
