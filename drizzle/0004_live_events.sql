CREATE TABLE `event_sequences` (
	`workspace_id` text PRIMARY KEY NOT NULL,
	`seq` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`workspace_id` text NOT NULL,
	`seq` integer NOT NULL,
	`body` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_workspace_seq_unique` ON `events` (`workspace_id`,`seq`);--> statement-breakpoint
CREATE INDEX `events_created_idx` ON `events` (`created_at`);