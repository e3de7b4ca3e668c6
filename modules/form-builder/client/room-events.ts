import type { ModuleEnvelope } from "@/lib/modules/realtime";
import type { FormBuilderRoomEvent } from "@/modules/form-builder/shared/events";

/** Whether a module room's event is the form builder's about this form (its responses, its publication). */
export function isFormEvent(envelope: ModuleEnvelope, formId: string): boolean {
  if (envelope.tag !== "FormBuilder") return false;
  return (envelope.event as FormBuilderRoomEvent).formId === formId;
}
