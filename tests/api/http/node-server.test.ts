import http from "node:http";
import type { AddressInfo } from "node:net";
import { createNodeServer } from "@/server/node-server";

/**
 * server/node-server.ts counts a request as in flight until its response has closed and its handler has settled:
 * a graceful shutdown waits for that count before it closes the database (server/shutdown.ts). A client that went
 * away used to end the count while the page was still at work, which then met a closed pool.
 */

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("the custom server's count of requests in flight", () => {
  it("keeps a request whose client went away until its handler is done", async () => {
    const work = gate();
    let started = false;
    let finished = false;
    const node = createNodeServer(async (_req, res) => {
      started = true;
      res.writeHead(200, { "content-type": "text/plain" });
      res.write("working");
      await work.opened; // the page still reading the database
      finished = true;
      res.end();
    });
    await new Promise<void>((resolve) => node.server.listen(0, "127.0.0.1", resolve));
    const { port } = node.server.address() as AddressInfo;
    try {
      const request = http.get({ host: "127.0.0.1", port, path: "/todo" });
      request.on("error", () => {}); // destroyed below
      await until(() => started);
      expect(node.inFlight()).toBe(1);

      request.destroy(); // the client goes away: the response closes
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(finished).toBe(false);
      expect(node.inFlight()).toBe(1);

      work.open();
      await until(() => node.inFlight() === 0);
      expect(finished).toBe(true);
      expect(node.inFlight()).toBe(0);
    } finally {
      await new Promise((resolve) => node.server.close(resolve));
    }
  });

  it("counts an answered request until its response has closed, and then not", async () => {
    const node = createNodeServer((_req, res) => {
      res.end("done");
    });
    await new Promise<void>((resolve) => node.server.listen(0, "127.0.0.1", resolve));
    const { port } = node.server.address() as AddressInfo;
    try {
      const body = await (await fetch(`http://127.0.0.1:${port}/api/health`)).text();
      expect(body).toBe("done");
      await until(() => node.inFlight() === 0);
      expect(node.inFlight()).toBe(0);
    } finally {
      node.server.closeAllConnections();
      await new Promise((resolve) => node.server.close(resolve));
    }
  });
});
