/**
 * For workers that race each other: with START_ON_SIGNAL=1 in the environment, says "ready" on stderr
 * and waits until the parent closes its stdin, so several workers start their race at the same moment
 * (not one after the other as their start-up times happen to fall). Without it, returns at once.
 */
export async function startSignal(): Promise<void> {
  if (process.env.START_ON_SIGNAL !== "1") return;
  process.stderr.write("ready\n");
  await new Promise((resolve) => process.stdin.once("end", resolve).resume());
}
