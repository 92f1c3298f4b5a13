import { resetConfigForTests } from "@/server/config";

/**
 * Sets environment variables (undefined unsets one) and reloads the config; the function it returns
 * puts the previous values back and reloads the config again.
 *
 *   const restore = setEnv({ APP_URL, SMTP_URL: sink.url, GOOGLE_CLIENT_ID: undefined });
 *   …
 *   restore();
 */
export function setEnv(values: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  assign(values);
  resetConfigForTests();
  return () => {
    assign(previous);
    resetConfigForTests();
  };
}

function assign(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}
