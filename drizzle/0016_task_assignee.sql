ALTER TABLE `tasks` ADD `assignee` text;--> statement-breakpoint
CREATE INDEX `tasks_workspace_assignee_idx` ON `tasks` (`workspace_id`,`assignee`);