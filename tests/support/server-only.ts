// Replaces the "server-only" guard under jest, which runs server modules outside React Server Components.
export {};
