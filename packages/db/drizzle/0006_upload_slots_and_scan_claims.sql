CREATE TABLE `photo_upload_slots` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`reserved_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `photo_upload_slots_user` ON `photo_upload_slots` (`user_id`,`reserved_at`);--> statement-breakpoint
ALTER TABLE `equipment_photos` ADD `scan_id` text;--> statement-breakpoint
ALTER TABLE `equipment_photos` ADD `scan_claimed_at` text;