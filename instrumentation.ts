// Runs once when the server starts. NEXT_RUNTIME is Next's own build-time switch (not app
// configuration): the graceful shutdown only exists in the Node.js server.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installGracefulShutdown } = await import("./lib/server/graceful-shutdown");
  installGracefulShutdown();
}
