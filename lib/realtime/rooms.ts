// The rooms every socket joins at connection (lib/realtime/socket-server.ts), by name: a module
// kind's socket messages (kind.server.ts \`realtime\`) address people through them without importing
// the server that attaches them.

export const userRoom = (userId: string) => `user:${userId}`;
export const workspaceRoom = (workspaceId: string) => `workspace:${workspaceId}`;
/** The sockets of one session, and of one user in one workspace: what a revocation disconnects. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const memberRoom = (workspaceId: string, userId: string) => `member:${workspaceId}:${userId}`;
