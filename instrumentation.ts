/** Next.js calls this once per server instance; the Node.js runtime runs Duely's start-up (server/startup.ts). */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServer } = await import("@/server/startup");
    await startServer();
  }
}
