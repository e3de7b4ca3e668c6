// The socket.io contract of module rooms, shared by the server (lib/realtime/socket-server.ts) and
// the views (lib/client/module-room.ts). A view joins `module:{id}` with MODULE_JOIN; the server
// answers { ok } after the module gate says read, and forwards the module's events as MODULE_EVENT,
// each a frame: an array of envelopes in the order they happened (a busy room's events come together,
// at most one frame every 50 ms: lib/realtime/room-frames.ts).

export const MODULE_EVENT = "module:event";
export const MODULE_JOIN = "module:join";
export const MODULE_LEAVE = "module:leave";
/** Sent to a socket the server dropped from a module's room because its access was withdrawn. */
export const MODULE_REVOKED = "module:revoked";
export const moduleRoom = (moduleId: string) => `module:${moduleId}`;
export const isModuleRoom = (room: string) => room.startsWith("module:");

/** One change of a module, as every viewer of the module receives it. */
export interface ModuleEnvelope<E = unknown> {
  moduleId: string;
  /** The module's kind (TaskManagement, …): views of one kind ignore the others' events. */
  tag: string;
  /** The user whose action caused it. */
  actorId: string;
  /** The X-Client-Id of the request that caused it, so that tab can skip its own echo. */
  clientId: string | null;
  event: E;
}
