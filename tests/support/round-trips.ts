import type { Client } from "@libsql/client";

/**
 * Counts the round trips the app makes to libSQL: every call of a client's execute, batch,
 * executeMultiple or transaction is one. Use as the factory of a module mock in a test file:
 *
 *   jest.mock("@libsql/client", () => jest.requireActual("@/tests/support/round-trips").countingLibsql());
 *   import { roundTrips } from "@/tests/support/round-trips";
 *   roundTrips.reset(); await GET(...); expect(roundTrips.count).toBeLessThanOrEqual(3);
 */
export const roundTrips = {
  count: 0,
  reset() {
    this.count = 0;
  },
};

const COUNTED = new Set(["execute", "batch", "executeMultiple", "transaction", "migrate"]);

function counting(client: Client): Client {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (COUNTED.has(String(property))) roundTrips.count += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

export function countingLibsql() {
  const actual = jest.requireActual<typeof import("@libsql/client")>("@libsql/client");
  return { ...actual, createClient: (...args: Parameters<typeof actual.createClient>) => counting(actual.createClient(...args)) };
}
