import type { ModuleEnvelope } from "@/lib/modules/realtime";

/**
 * The form builder's room events (module:event with tag FormBuilder): open form lists, responses
 * tables and analytics refetch what changed. Ids only: each reader reads what it may see.
 */
export type FormBuilderRoomEvent =
  | { type: "form.published"; formId: string }
  | { type: "response.created"; formId: string; responseId: string }
  | { type: "response.deleted"; formId: string; responseId: string };

export type FormBuilderEnvelope = ModuleEnvelope<FormBuilderRoomEvent>;
