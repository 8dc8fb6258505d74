CREATE TABLE `strength_plans` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`program_data` text NOT NULL,
	`generated_plan` text,
	`status` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `strength_plans_user_id_created_at` ON `strength_plans` (`user_id`,`created_at`);--> statement-breakpoint
-- drizzle-kit leaves out the ON DELETE of a column added by ALTER (its snapshot has it): written by hand.
ALTER TABLE `workouts` ADD `plan_id` text REFERENCES strength_plans(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `workouts_user_id_plan_id_status_date` ON `workouts` (`user_id`,`plan_id`,`status`,`date`);