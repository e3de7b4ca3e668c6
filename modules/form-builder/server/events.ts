import "server-only";
import type { Actor } from "@/lib/server/auth/sessions";
import type { DomainEvent, ModuleChange } from "@/lib/server/events/types";
import type { FormBuilderRoomEvent } from "@/modules/form-builder/shared/events";
import { FORM_BUILDER_TAG } from "@/modules/form-builder/shared/types";

/** The form builder's domain events (lib/server/events/types.ts KindDomainEvents). */
export type FormBuilderDomainEvent =
  /** Forms published, responses submitted or deleted: the module's room events. */
  | (ModuleChange & { type: "form-builder.events"; tag: "FormBuilder"; events: FormBuilderRoomEvent[] })
  /**
   * A response was submitted (the public form; no actor): the form's webhook is told (its durable
   * subscriber, webhook/notify-form-webhook.ts), which reads the response then.
   */
  | {
      type: "form.response.submitted";
      workspaceId: string;
      moduleId: string;
      formId: string;
      responseId: string;
    };

declare module "@/lib/server/events/types" {
  interface KindDomainEvents {
    FormBuilder: FormBuilderDomainEvent;
  }
}

/** The room events of one change; `actor` null for a respondent of the public form. */
export function formRoomEvents(
  actor: Pick<Actor, "userId" | "clientId"> | null,
  where: { workspaceId: string; moduleId: string },
  events: FormBuilderRoomEvent[],
): DomainEvent[] {
  return [
    {
      type: "form-builder.events",
      tag: FORM_BUILDER_TAG,
      workspaceId: where.workspaceId,
      moduleId: where.moduleId,
      actorId: actor?.userId ?? "",
      clientId: actor?.clientId ?? null,
      events,
    },
  ];
}
