ALTER TABLE `workouts` ADD `recurrence` text;--> statement-breakpoint
ALTER TABLE `workouts` ADD `recurrence_exceptions` text;--> statement-breakpoint
ALTER TABLE `workouts` ADD `recurrence_ends` text;--> statement-breakpoint
ALTER TABLE `workouts` ADD `series_id` text;--> statement-breakpoint
CREATE INDEX `workouts_user_id_recurrence_ends` ON `workouts` (`user_id`,`recurrence_ends`);--> statement-breakpoint
CREATE INDEX `workouts_user_id_series_id` ON `workouts` (`user_id`,`series_id`);