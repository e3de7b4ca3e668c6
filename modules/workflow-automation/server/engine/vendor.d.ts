// bpmn-moddle (MIT) ships no types: what the engine's compiler reads of it.
declare module "bpmn-moddle" {
  export interface BaseElement {
    $type: string;
    id?: string;
    name?: string;
    /** Attributes outside the BPMN schema (ours: `suite:…`), and the namespaces declared on the element. */
    $attrs?: Record<string, string>;
    [key: string]: unknown;
  }
  export interface Definitions extends BaseElement {
    rootElements?: BaseElement[];
  }
  export interface ParseWarning {
    message: string;
    element?: BaseElement;
  }
  export interface ParseResult {
    rootElement: Definitions;
    warnings: ParseWarning[];
    elementsById: Record<string, BaseElement>;
    references: unknown[];
  }
  export default class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
  }
}
