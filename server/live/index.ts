/**
 * Delivery of the change events the store writes with each change (the outbox: server/store/types.ts
 * EventDraft): every process reads the events table (at once after its own writes, every LIVE_POLL_MS
 * for the others', or on PostgreSQL at once after theirs too, as their NOTIFY arrives), hands what it
 * finds to its in-process bus, and streams it to browsers as
 * Server-Sent Events; on the appwrite backend, the browser subscribes to Appwrite Realtime instead.
 */
export { endStreamsOf, hasEventLog } from "./ended";
export { openEventStream, type StreamGate, type OpenEventStreamInput } from "./stream";
