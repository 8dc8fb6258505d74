ALTER TABLE `users` ADD `training_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `completed_workouts` ADD `day` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `completed_workouts_user_id_day` ON `completed_workouts` (`user_id`,`day`);--> statement-breakpoint
CREATE INDEX `completed_workouts_user_id_original` ON `completed_workouts` (`user_id`,`original_workout_id`,`date`);--> statement-breakpoint
ALTER TABLE `workouts` ADD `exercise_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `workouts_user_id_status_date` ON `workouts` (`user_id`,`status`,`date`);--> statement-breakpoint
-- Rows written before these columns: the count from the JSON, and the session's UTC day (no zone was sent then).
UPDATE `workouts` SET `exercise_count` = json_array_length(`exercises`);--> statement-breakpoint
UPDATE `completed_workouts` SET `day` = substr(`date`, 1, 10);
