import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { PublicFormView } from "@/modules/form-builder/components/public-form";
import type { PublicForm } from "@/modules/form-builder/shared/types";
import { AppError } from "@/lib/server/errors";
import { getPublicForm } from "@/modules/form-builder/server/public/get-public-form";

type Props = { params: Promise<{ slug: string }> };

/** The published version, or null (unknown, never published, unpublished, or a malformed slug). */
const load = cache(async (slug: string): Promise<PublicForm | null> => {
  try {
    return await getPublicForm(slug);
  } catch (error) {
    if (error instanceof AppError && (error.code === "not_found" || error.code === "bad_request"))
      return null;
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const form = await load((await params).slug);
  return form ? { title: form.title, robots: { index: false } } : {};
}

/** /f/{slug}: a published form, filled by anyone (signed out too), embeddable with an iframe. */
export default async function PublicFormPage({ params }: Props) {
  const form = await load((await params).slug);
  if (!form) notFound();
  return <PublicFormView form={form} />;
}
