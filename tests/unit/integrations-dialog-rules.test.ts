import { planSave, targetOptions } from "@/components/integrations/integration-rules";
import type { IntegrableTag, IntegrationModule, ModuleIntegrationItem } from "@/lib/integrations/types";

const mod = (moduleId: string, tag: IntegrableTag, name = moduleId): IntegrationModule => ({
  moduleId,
  name,
  tag,
  project: null,
});

const board = mod("board", "TaskManagement");
const otherBoard = mod("board-2", "TaskManagement");
const hours = mod("hours", "TimeTracker");
const billing = mod("billing", "TimeTracker");
const forms = mod("forms", "FormBuilder");

const integration = (source: IntegrationModule, target: IntegrationModule): ModuleIntegrationItem => ({
  id: "integration-1",
  source,
  target,
  active: true,
  feature: "taskTimers",
  settings: null,
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("targetOptions", () => {
  it("offers nothing until a source is chosen", () => {
    expect(targetOptions(null, [hours, forms], null)).toEqual([]);
  });

  it("leaves out the source and modules of the source's kind", () => {
    expect(targetOptions(board, [board, otherBoard, hours, forms], null)).toEqual([hours, forms]);
  });

  it("offers only the kinds the manifests let it link with", () => {
    const hub = mod("hub", "ContentHub");
    // A form feeds a board or a hub; a time tracker links with a board only.
    expect(targetOptions(forms, [board, hours, hub], null)).toEqual([board, hub]);
    expect(targetOptions(hours, [board, forms, hub], null)).toEqual([board]);
  });

  it("keeps the edited integration's target first, once, among the candidates", () => {
    const editing = integration(board, hours);
    expect(targetOptions(board, [billing, hours, forms], editing)).toEqual([hours, billing, forms]);
  });

  it("drops the edited target when the new source is of its kind", () => {
    const editing = integration(hours, board);
    expect(targetOptions(otherBoard, [forms], editing)).toEqual([forms]);
  });
});

describe("planSave", () => {
  it("is null (Save disabled) unless source and target are chosen", () => {
    expect(planSave(null, board, null)).toBeNull();
    expect(planSave(null, null, hours)).toBeNull();
    expect(planSave(integration(board, hours), board, null)).toBeNull();
  });

  it("creates from the source when adding", () => {
    expect(planSave(null, board, hours)).toEqual({ kind: "create", source: board, targetId: "hours" });
  });

  it("sends nothing when source and target are unchanged", () => {
    expect(planSave(integration(board, hours), board, hours)).toEqual({ kind: "none" });
  });

  it("updates the target when only the target changed", () => {
    expect(planSave(integration(board, hours), board, billing)).toEqual({
      kind: "update",
      integrationId: "integration-1",
      targetId: "billing",
    });
  });

  it("replaces the integration when the source changed", () => {
    expect(planSave(integration(board, hours), otherBoard, hours)).toEqual({
      kind: "replace",
      integrationId: "integration-1",
      source: otherBoard,
      targetId: "hours",
    });
  });
});
