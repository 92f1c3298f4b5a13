ALTER TABLE `reminders` ADD `comment_id` text;--> statement-breakpoint
CREATE INDEX `reminders_task_comment_idx` ON `reminders` (`task_id`,`comment_id`);