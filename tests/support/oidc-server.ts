/**
 * A real OpenID Connect provider (npm oidc-provider) on loopback, standing in for Google: discovery,
 * authorization code flow with PKCE, signed ID tokens carrying email, email_verified and name like
 * Google's. Its login page asks for the identity to sign in as (e-mail, name, verified), so tests and
 * Playwright can be anyone; consent is granted automatically.
 *
 * In jest: `const op = await startOidcServer({ redirectUris: [...] })`, then signInAtProvider().
 * For Playwright, as a process:  npx tsx tests/support/oidc-server.ts
 *   OIDC_PORT (default 4030), OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URI (comma-separated).
 */
import { generateKeyPairSync, randomBytes } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo } from "node:net";
// @ts-expect-error oidc-provider ships no type declarations (@types/oidc-provider is not installed); the part used is typed below.
import { Provider } from "oidc-provider";

export interface OidcIdentityInput {
  email: string;
  name?: string;
  /** email_verified claim; true unless said otherwise. */
  emailVerified?: boolean;
}

export interface OidcServer {
  /** The issuer URL, for GOOGLE_ISSUER. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export interface OidcServerOptions {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** Where the provider may send the browser back (the app's /api/auth/google/callback). */
  redirectUris: string[];
}

// ---- the small part of oidc-provider's API used here
interface KoaContext {
  path: string;
  method: string;
  req: IncomingMessage;
  res: unknown;
  body: unknown;
  type: string;
  status: number;
  redirect(url: string): void;
}
interface InteractionDetails {
  uid: string;
  prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
  params: { client_id: string; scope?: string };
  session?: { accountId: string };
  grantId?: string;
}
interface GrantInstance {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
}
interface OidcProvider {
  Grant: { new (input: { accountId: string; clientId: string }): GrantInstance; find(id: string): Promise<GrantInstance | undefined> };
  use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
  interactionDetails(req: unknown, res: unknown): Promise<InteractionDetails>;
  interactionResult(req: unknown, res: unknown, result: object, options?: { mergeWithLastSubmission?: boolean }): Promise<string>;
  listen(port: number, host: string, callback: () => void): Server;
}
type ProviderConstructor = new (issuer: string, configuration: object) => OidcProvider;
// ----

interface StoredIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test OpenID provider</title></head>
<body><main><h1>Sign in to the test provider</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label>Email <input type="email" name="email" required autofocus></label>
<label>Name <input type="text" name="name"></label>
<label><input type="checkbox" name="email_verified" value="true" checked> Email verified</label>
<button type="submit">Continue</button>
</form></main></body></html>`;
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  let text = "";
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

/** The subject is derived from the e-mail, so the same person gets the same `sub` every time. */
const subjectOf = (email: string) => `test-${Buffer.from(email.toLowerCase()).toString("base64url")}`;

export async function startOidcServer({
  port = 0,
  host = "127.0.0.1",
  clientId = "duely-test-client",
  clientSecret = "duely-test-secret",
  redirectUris,
}: OidcServerOptions): Promise<OidcServer> {
  const identities = new Map<string, StoredIdentity>();
  const signingKey = { ...generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" }), kid: "test", use: "sig" };
  // The issuer must be known before listening: pick the port first when 0 was asked for.
  const actualPort = port || (await freePort(host));
  const issuer = `http://${host}:${actualPort}`;

  const provider = new (Provider as ProviderConstructor)(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // Like Google: the profile claims are in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 3600, IdToken: 3600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const identity = identities.get(sub);
      return identity && { accountId: sub, claims: async () => identity };
    },
  });

  provider.use(async (ctx, next) => {
    const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(ctx.path);
    if (!match) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (match[2] && ctx.method === "POST") {
      const form = await formBody(ctx.req);
      const email = form.get("email")?.trim() ?? "";
      const sub = subjectOf(email);
      identities.set(sub, { sub, email, email_verified: form.get("email_verified") === "true", name: form.get("name")?.trim() ?? "" });
      ctx.redirect(await provider.interactionResult(ctx.req, ctx.res, { login: { accountId: sub } }, { mergeWithLastSubmission: false }));
      return;
    }
    if (details.prompt.name === "login") {
      ctx.type = "html";
      ctx.body = loginPage(details.uid);
      return;
    }
    // Consent: granted at once, for what the client asked.
    const accountId = details.session?.accountId ?? "";
    const grant = (details.grantId && (await provider.Grant.find(details.grantId))) || new provider.Grant({ accountId, clientId: details.params.client_id });
    if (details.prompt.details.missingOIDCScope) grant.addOIDCScope(details.prompt.details.missingOIDCScope.join(" "));
    if (details.prompt.details.missingOIDCClaims) grant.addOIDCClaims(details.prompt.details.missingOIDCClaims);
    const grantId = await grant.save();
    ctx.redirect(await provider.interactionResult(ctx.req, ctx.res, { consent: { grantId } }, { mergeWithLastSubmission: true }));
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const s = provider.listen(actualPort, host, () => resolve(s));
    s.once("error", reject);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function freePort(host: string): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Plays the browser at the provider: follows `authorizationUrl` through the login page (submitting
 * `identity`) and consent, and returns the URL the provider finally redirects to (the app's callback
 * with code, state and iss). A small cookie jar carries the provider's interaction cookies.
 */
export async function signInAtProvider(authorizationUrl: string | URL, identity: OidcIdentityInput): Promise<URL> {
  const jar = new Map<string, string>();
  const issuerOrigin = new URL(authorizationUrl).origin;
  let url = new URL(authorizationUrl);
  let init: RequestInit = { method: "GET" };
  for (let hop = 0; hop < 20; hop++) {
    if (url.origin !== issuerOrigin) return url;
    const headers = new Headers(init.headers);
    headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = res.headers.get("location");
    if (location) {
      url = new URL(location, url);
      init = { method: "GET" };
      continue;
    }
    const html = await res.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`test OIDC provider: unexpected page ${res.status} at ${url.href}: ${html.slice(0, 300)}`);
    const form = new URLSearchParams({ email: identity.email, name: identity.name ?? "" });
    if (identity.emailVerified !== false) form.set("email_verified", "true");
    url = new URL(action, url);
    init = { method: "POST", body: form.toString(), headers: { "content-type": "application/x-www-form-urlencoded" } };
  }
  throw new Error("test OIDC provider: too many redirects");
}

if (require.main === module) {
  const env = process.env;
  startOidcServer({
    port: Number(env.OIDC_PORT ?? 4030),
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    redirectUris: (env.OIDC_REDIRECT_URI ?? "http://localhost:3000/api/auth/google/callback").split(","),
  })
    .then((op) => {
      console.log(`oidc-provider: issuer ${op.issuer} client ${op.clientId}`);
      const stop = () => void op.close().then(() => process.exit(0));
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    })
    .catch((error: unknown) => {
      console.error("oidc-provider: could not start:", error);
      process.exit(1);
    });
}
