/**
 * Delivery of the change events the services publish (server/services/events.ts): an in-process bus
 * plus the events table every process polls, streamed to browsers as Server-Sent Events; on the
 * appwrite backend, the browser subscribes to Appwrite Realtime instead.
 */
export { deliver, endStreamsOf, hasEventLog, type DeliverInput } from "./publish";
export { openEventStream, type StreamGate, type OpenEventStreamInput } from "./stream";
