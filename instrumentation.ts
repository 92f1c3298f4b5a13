/**
 * Runs once when a server instance starts: validates the configuration (a malformed variable stops
 * start-up with a message naming it) and prepares the backend.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { config, ConfigError } = await import("@/server/config");
  try {
    config();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n[duely] ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
