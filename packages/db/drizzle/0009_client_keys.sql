ALTER TABLE `user_equipment` ADD `client_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `user_equipment_user_id_client_key` ON `user_equipment` (`user_id`,`client_key`);--> statement-breakpoint
ALTER TABLE `goals` ADD `client_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `goals_user_id_client_key` ON `goals` (`user_id`,`client_key`);--> statement-breakpoint
ALTER TABLE `completed_workouts` ADD `client_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `completed_workouts_user_id_client_key` ON `completed_workouts` (`user_id`,`client_key`);--> statement-breakpoint
ALTER TABLE `workouts` ADD `client_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `workouts_user_id_client_key` ON `workouts` (`user_id`,`client_key`);