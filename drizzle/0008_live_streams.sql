CREATE TABLE `live_streams` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`workspace_id` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `live_streams_user_workspace_idx` ON `live_streams` (`user_id`,`workspace_id`,`expires_at`);