CREATE TABLE `notification_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`reminder_channels` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `reminder_deliveries` (
	`reminder_id` text NOT NULL,
	`channel` text NOT NULL,
	`delivered_at` text NOT NULL,
	PRIMARY KEY(`reminder_id`, `channel`),
	FOREIGN KEY (`reminder_id`) REFERENCES `reminders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `vapid_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`public_key` text NOT NULL,
	`private_key` text NOT NULL,
	`created_at` text NOT NULL
);
