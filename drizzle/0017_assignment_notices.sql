CREATE TABLE `assignment_notices` (
	`id` text PRIMARY KEY NOT NULL,
	`task_id` text NOT NULL,
	`workspace_id` text NOT NULL,
	`assignee` text NOT NULL,
	`assigned_by` text NOT NULL,
	`assigned_by_name` text NOT NULL,
	`created_at` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text,
	`last_error` text,
	`delivered` text DEFAULT '' NOT NULL,
	`claim_token` text,
	`lease_until` text,
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `assignment_notices_status_idx` ON `assignment_notices` (`status`,`created_at`);