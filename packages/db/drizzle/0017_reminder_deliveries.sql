CREATE TABLE `reminder_deliveries` (
	`workout_id` text NOT NULL,
	`starts_at` text NOT NULL,
	`user_id` text NOT NULL,
	`sent_at` text NOT NULL,
	PRIMARY KEY(`workout_id`, `starts_at`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reminder_deliveries_starts_at` ON `reminder_deliveries` (`starts_at`);--> statement-breakpoint
ALTER TABLE `profiles` ADD `time_zone` text;