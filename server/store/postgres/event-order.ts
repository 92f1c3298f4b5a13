import "server-only";
import { getTableName } from "drizzle-orm";
import { events } from "./schema";
import type { TriggerSet } from "./triggers";

/**
 * The event log's ids in commit order, and the NOTIFY that announces each event.
 *
 * Every process reads the log as "the events after the id I saw last" (server/live/poller.ts). An identity
 * column alone hands ids out when rows are inserted, and a transaction that got id 7 may commit after one
 * that got 8, which a reader may already have passed: 7 would never be read. So each event's id is handed
 * out again at its commit: a constraint trigger deferred to the commit takes a transaction-level advisory
 * lock (EVENT_ORDER_LOCK, held until the commit has ended), gives the row the next id, and sends the NOTIFY
 * with it. Between taking an id and committing, no other event of the database takes one, so every smaller
 * id is committed (or rolled back) by then and a reader that sees an id has seen all before it. The lock is
 * held only while the server commits, never across a round trip to the app; PostgreSQL holds a lock of the
 * same reach at every commit that sends a NOTIFY anyway (to keep its notification queue in commit order).
 * The NOTIFY is delivered at the commit to the one LISTEN connection of each process (./listen.ts).
 */

/** The NOTIFY channel of the event log (a payload: the committed event's id). */
export const EVENTS_CHANNEL = "duely_events";

/** The key of the advisory lock that puts event ids in commit order (any 64-bit number, fixed; the migration lock is another). */
const EVENT_ORDER_LOCK = 7_270_184_432;

const EVENTS = getTableName(events);

/** The trigger that renumbers each event at its commit (a copy of a database turns it off to keep the copied ids). */
export const EVENT_ORDER_TRIGGER = "events_commit_order";

export function eventOrderTriggers(): TriggerSet {
  const body = `
DECLARE
  committed bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(${EVENT_ORDER_LOCK});
  UPDATE ${EVENTS} SET id = DEFAULT WHERE id = NEW.id RETURNING id INTO committed;
  PERFORM pg_notify('${EVENTS_CHANNEL}', committed::text);
  RETURN NULL;
END
`;
  return {
    functions: new Map([["duely_event_commit_order", body]]),
    triggers: new Map([
      [
        EVENT_ORDER_TRIGGER,
        { table: EVENTS, function: "duely_event_commit_order", constraint: true, when: `AFTER INSERT ON ${EVENTS} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW` },
      ],
    ]),
  };
}
