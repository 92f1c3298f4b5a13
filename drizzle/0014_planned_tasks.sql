CREATE TABLE `planned_tasks` (
	`user_id` text NOT NULL,
	`workspace_id` text NOT NULL,
	`task_id` text NOT NULL,
	`day` text NOT NULL,
	`start_at` text NOT NULL,
	`end_at` text NOT NULL,
	`accepted_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `workspace_id`, `day`, `task_id`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `planned_tasks_task_idx` ON `planned_tasks` (`task_id`);