CREATE TABLE `completed_workouts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`date` text NOT NULL,
	`original_workout_id` text NOT NULL,
	`actual_exercises` text NOT NULL,
	`duration` integer NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `completed_workouts_user_id_date` ON `completed_workouts` (`user_id`,`date`);--> statement-breakpoint
CREATE TABLE `workouts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`date` text NOT NULL,
	`time` text,
	`duration` integer NOT NULL,
	`exercises` text NOT NULL,
	`status` text NOT NULL,
	`difficulty` text NOT NULL,
	`notes` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `workouts_user_id_date` ON `workouts` (`user_id`,`date`);