/**
 * Sign-out's part (components/auth/useSignOut.ts): forgets what this device kept of the user — the board
 * in IndexedDB, the last good page in the worker's cache — and stops other tabs from writing it back.
 * The code loads only then.
 */
export async function forgetThisDevice(): Promise<void> {
  try {
    await (await import("./device-data")).forgetDevice();
  } catch (error) {
    console.warn("[pwa] what this device kept could not be forgotten", error);
  }
}
