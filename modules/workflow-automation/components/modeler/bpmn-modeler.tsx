"use client";

import "bpmn-js/dist/assets/diagram-js.css";
import "bpmn-js/dist/assets/bpmn-js.css";
import "bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css";
import "../diagram/diagram.css";
import type Modeler from "bpmn-js/lib/Modeler";
import type Canvas from "diagram-js/lib/core/Canvas";
import { useEffect, useEffectEvent, useRef } from "react";
import { suiteModdle } from "@/modules/workflow-automation/shared/suite-moddle";
import type { DiagramMark } from "../diagram/diagram-canvas";
import type { BusinessObject, DiagramElement, ModelerHandle } from "./modeler-handle";

interface Services {
  modeling: {
    updateProperties(element: unknown, properties: Record<string, unknown>): void;
    updateModdleProperties(element: unknown, target: unknown, properties: Record<string, unknown>): void;
  };
  bpmnFactory: { create(type: string, attrs?: Record<string, unknown>): unknown };
  selection: { select(element: unknown): void };
  elementRegistry: { get(id: string): DiagramElement | undefined };
  canvas: Canvas;
}

/**
 * The bpmn-js modeler (palette, context pad, keyboard, undo) over `xml`, with the suite's attributes
 * known to it (shared/suite-moddle.ts) and its texts through `translate`. Reports each change, the
 * selection, and its handle once the first diagram is drawn (or the reason it could not be).
 */
export default function BpmnModeler(props: {
  xml: string;
  label: string;
  translate: (text: string, replacements?: Record<string, string>) => string;
  onReady: (handle: ModelerHandle) => void;
  onError: (error: Error) => void;
  onChange: () => void;
  onSelect: (element: DiagramElement | null) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  // bpmn-js calls these from the listeners the effect registers: each reads the latest props.
  const translate = useEffectEvent((text: string, replacements?: Record<string, string>) =>
    props.translate(text, replacements),
  );
  const ready = useEffectEvent((handle: ModelerHandle) => props.onReady(handle));
  const failed = useEffectEvent((error: Error) => props.onError(error));
  const changed = useEffectEvent(() => props.onChange());
  const selected = useEffectEvent((element: DiagramElement | null) => props.onSelect(element));
  const initialXml = useRef(props.xml);

  useEffect(() => {
    let cancelled = false;
    let modeler: Modeler | null = null;
    const container = host.current;
    if (!container) return;
    void (async () => {
      const { default: ModelerClass } = await import("bpmn-js/lib/Modeler");
      if (cancelled) return;
      const translateModule = {
        translate: [
          "value",
          (text: string, replacements?: Record<string, string>) => translate(text, replacements),
        ],
      };
      modeler = new ModelerClass({
        container,
        moddleExtensions: { suite: suiteModdle },
        additionalModules: [translateModule],
      });
      const get = <K extends keyof Services>(name: K) => modeler!.get<Services[K]>(name);
      const applied = new Map<string, DiagramMark>();
      const handle: ModelerHandle = {
        async saveXML() {
          const { xml } = await modeler!.saveXML({ format: true });
          return xml ?? "";
        },
        async importXML(xml) {
          await modeler!.importXML(xml);
          applied.clear();
          get("canvas").zoom("fit-viewport");
        },
        update(element, properties) {
          get("modeling").updateProperties(element, properties);
        },
        setTimer(element, kind, value) {
          const definition = element.businessObject.eventDefinitions?.[0];
          if (!definition) return;
          const expression = get("bpmnFactory").create("bpmn:FormalExpression", { body: value });
          get("modeling").updateModdleProperties(element, definition, {
            timeDate: undefined,
            timeDuration: undefined,
            timeCycle: undefined,
            [kind]: expression,
          });
        },
        setMessage(element, name) {
          const definition = element.businessObject.eventDefinitions?.[0];
          if (!definition) return;
          // The process's definitions hold the messages: one per name, shared by the events naming it.
          const root = get("canvas").getRootElement() as unknown as { businessObject: BusinessObject };
          const definitions = root.businessObject.$parent as
            (BusinessObject & { rootElements?: BusinessObject[] }) | undefined;
          if (!definitions) return;
          const roots = definitions.rootElements ?? [];
          let message = roots.find((item) => item.$type === "bpmn:Message" && item.name === name);
          if (!message) {
            message = get("bpmnFactory").create("bpmn:Message", { name }) as BusinessObject;
            get("modeling").updateModdleProperties(element, definitions, {
              rootElements: [...roots, message],
            });
          }
          get("modeling").updateModdleProperties(element, definition, { messageRef: message });
        },
        setLoop(element, mode) {
          const loopCharacteristics =
            mode === "none"
              ? undefined
              : get("bpmnFactory").create("bpmn:MultiInstanceLoopCharacteristics", {
                  isSequential: mode === "sequential",
                });
          get("modeling").updateProperties(element, { loopCharacteristics });
        },
        setCondition(element, body) {
          const conditionExpression = body.trim()
            ? get("bpmnFactory").create("bpmn:FormalExpression", { body: body.trim() })
            : undefined;
          get("modeling").updateProperties(element, { conditionExpression });
        },
        select(elementId) {
          const element = get("elementRegistry").get(elementId);
          if (!element) return;
          get("selection").select(element);
          get("canvas").scrollToElement(element as never);
        },
        mark(marks) {
          const canvas = get("canvas");
          const registry = get("elementRegistry");
          for (const [id, mark] of applied) {
            if (registry.get(id)) canvas.removeMarker(id, `wa-mark-${mark}`);
          }
          applied.clear();
          for (const [id, mark] of marks) {
            if (!registry.get(id)) continue;
            canvas.addMarker(id, `wa-mark-${mark}`);
            applied.set(id, mark);
          }
        },
        element(elementId) {
          return get("elementRegistry").get(elementId) ?? null;
        },
      };
      modeler.on("commandStack.changed", () => changed());
      modeler.on("selection.changed", (event: { newSelection?: DiagramElement[] }) => {
        const selection = event.newSelection ?? [];
        selected(selection.length === 1 ? selection[0]! : null);
      });
      // A changed element that is the selected one: the panel shows its new values.
      modeler.on("element.changed", (event: { element: DiagramElement }) => {
        const selection = modeler!.get<{ get(): DiagramElement[] }>("selection").get();
        if (selection.length === 1 && selection[0] === event.element) selected(event.element);
      });
      try {
        await modeler.importXML(initialXml.current);
        if (cancelled) return;
        get("canvas").zoom("fit-viewport");
        ready(handle);
      } catch (error) {
        if (!cancelled) failed(error instanceof Error ? error : new Error(String(error)));
      }
    })();
    return () => {
      cancelled = true;
      modeler?.destroy();
    };
  }, []);

  return (
    <div
      ref={host}
      className="wa-diagram"
      role="application"
      aria-label={props.label}
      data-testid="bpmn-modeler"
      style={{ minHeight: 420 }}
    />
  );
}

export type { BusinessObject };
