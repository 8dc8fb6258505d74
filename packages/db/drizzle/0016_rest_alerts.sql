CREATE TABLE `rest_alerts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`due_at` integer NOT NULL,
	`payload` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rest_alerts_due_at` ON `rest_alerts` (`due_at`);