// The workflow-automation kind is not built yet: its modules open the setup
// state through the module gate, and another workspace's ids are not found.
import { describeUnbuiltKind } from "../modules/unbuilt-kind";

describeUnbuiltKind("WorkflowAutomation");
