ALTER TABLE `tasks` ADD `description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `tasks` ADD `recurrence_rule` text;--> statement-breakpoint
ALTER TABLE `tasks` ADD `recurrence_zone` text;