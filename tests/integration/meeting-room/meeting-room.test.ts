// The meeting room's page is not built yet (its API is: meetings.test.ts): its modules open the
// setup state through the module gate, and another workspace's ids are not found.
import { describeUnbuiltKind } from "../modules/unbuilt-kind";

describeUnbuiltKind("MeetingRoom");
