DROP INDEX `tasks_workspace_created_idx`;--> statement-breakpoint
DROP INDEX `tasks_workspace_user_idx`;--> statement-breakpoint
CREATE INDEX `tasks_workspace_created_idx` ON `tasks` (`workspace_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `tasks_workspace_user_idx` ON `tasks` (`workspace_id`,`user_id`,`created_at`,`id`);--> statement-breakpoint
DROP INDEX `workspaces_user_idx`;--> statement-breakpoint
CREATE INDEX `workspaces_user_idx` ON `workspaces` (`user_id`,`created_at`,`id`);