"use client";

import { Divider, Grid, NumberInput, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { contentHubApi } from "@/modules/content-hub/client/api";
import { translatedResolver } from "@/lib/client/form";
import { draftsOf, storedSections, type SectionDraft } from "@/modules/content-hub/shared/sections";
import type { Product } from "@/modules/content-hub/shared/types";
import { DESCRIPTION_MAX, TITLE_MAX, updateProductSchema } from "@/modules/content-hub/schemas/content-hub";
import { CategorySelect } from "../categories/category-select";
import { useContentHub } from "../content-hub-context";
import { EditorHeader } from "../editor/editor-header";
import { EditorPage } from "../editor/editor-page";
import type { EditorItem } from "../editor/use-editor-item";
import { CustomSections } from "./custom-sections";
import { ProductImages } from "./product-images";

interface ProductValues {
  name: string;
  description: string;
  stock: number;
  price: number;
  currency: string;
  isAvailable: boolean;
  categories: string[];
  mediaUrls: string[];
}

/** /content-hub/{moduleId}/product/{productId}: the product editor (spec §2). */
export function ProductEditor({ productId }: { productId: string }) {
  return (
    <EditorPage kind="product" id={productId}>
      {(editor, listHref) => (
        <LoadedProductEditor key={editor.item!.id} editor={editor} listHref={listHref} />
      )}
    </EditorPage>
  );
}

function LoadedProductEditor({ editor, listHref }: { editor: EditorItem<Product>; listHref: string }) {
  const t = useTranslations("contentHub.product");
  const tRoot = useTranslations();
  const info = useContentHub();
  const product = editor.item!;
  const canWrite = info.access.edit;
  const form = useForm<ProductValues>({
    initialValues: {
      name: product.name,
      description: product.description,
      stock: product.stock,
      price: product.price,
      currency: product.currency,
      isAvailable: product.isAvailable,
      categories: product.categories.map((category) => category.id),
      mediaUrls: product.mediaUrls,
    },
    validate: translatedResolver(updateProductSchema, tRoot),
  });
  const [sections, setSections] = useState<SectionDraft[]>(() => draftsOf(product.metadata.customFields));

  const save = useCallback(async () => {
    if (form.validate().hasErrors) return null;
    const values = form.getValues();
    return contentHubApi.updateProduct(info.id, product.id, {
      ...values,
      name: values.name.trim(),
      currency: values.currency.trim().toUpperCase(),
      metadata: { customFields: storedSections(sections) },
    });
  }, [form, info.id, product.id, sections]);
  const actions = editor.saveWith(save);

  return (
    <Stack gap="md">
      <EditorHeader
        backHref={listHref}
        title={form.values.name || product.name}
        name={product.name}
        isPublished={product.isPublished}
        pending={editor.pending}
        error={editor.actionError}
        actions={actions}
      >
        <Switch
          label={t("isAvailable")}
          checked={form.values.isAvailable}
          onChange={(event) => form.setFieldValue("isAvailable", event.currentTarget.checked)}
          data-testid="product-available"
        />
      </EditorHeader>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <TextInput
              label={t("name")}
              withAsterisk
              maxLength={TITLE_MAX}
              readOnly={!canWrite}
              data-testid="product-name"
              {...form.getInputProps("name")}
            />
            <Textarea
              label={t("description")}
              autosize
              minRows={4}
              maxRows={12}
              maxLength={DESCRIPTION_MAX}
              readOnly={!canWrite}
              {...form.getInputProps("description")}
            />
            <Grid>
              <Grid.Col span={{ base: 12, xs: 4 }}>
                <NumberInput
                  label={t("price")}
                  prefix="$"
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  readOnly={!canWrite}
                  data-testid="product-price"
                  {...form.getInputProps("price")}
                  onChange={(value) => form.setFieldValue("price", typeof value === "number" ? value : 0)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, xs: 4 }}>
                <TextInput
                  label={t("currency")}
                  maxLength={3}
                  readOnly={!canWrite}
                  {...form.getInputProps("currency")}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, xs: 4 }}>
                <NumberInput
                  label={t("stock")}
                  min={0}
                  allowDecimal={false}
                  readOnly={!canWrite}
                  {...form.getInputProps("stock")}
                  onChange={(value) => form.setFieldValue("stock", typeof value === "number" ? value : 0)}
                />
              </Grid.Col>
            </Grid>
            <CategorySelect
              moduleId={info.id}
              contentType="product"
              label={t("categories")}
              placeholder={t("categoriesPlaceholder")}
              value={form.values.categories}
              onChange={(ids) => form.setFieldValue("categories", ids)}
              canManage={canWrite}
              known={product.categories}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ProductImages
            moduleId={info.id}
            images={form.values.mediaUrls}
            onChange={(update) => form.setFieldValue("mediaUrls", update)}
            canWrite={canWrite}
          />
        </Grid.Col>
      </Grid>
      <Divider />
      <CustomSections moduleId={info.id} drafts={sections} onChange={setSections} canWrite={canWrite} />
    </Stack>
  );
}
