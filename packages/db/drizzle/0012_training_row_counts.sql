ALTER TABLE `users` ADD `workout_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `completed_workout_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `users` SET
  `workout_count` = (SELECT count(*) FROM `workouts` WHERE `workouts`.`user_id` = `users`.`id`),
  `completed_workout_count` = (SELECT count(*) FROM `completed_workouts` WHERE `completed_workouts`.`user_id` = `users`.`id`);--> statement-breakpoint
CREATE TRIGGER `workouts_counted_in` AFTER INSERT ON `workouts` BEGIN
  UPDATE `users` SET `workout_count` = `workout_count` + 1 WHERE `id` = NEW.`user_id`;
END;--> statement-breakpoint
CREATE TRIGGER `workouts_counted_out` AFTER DELETE ON `workouts` BEGIN
  UPDATE `users` SET `workout_count` = `workout_count` - 1 WHERE `id` = OLD.`user_id`;
END;--> statement-breakpoint
CREATE TRIGGER `completed_workouts_counted_in` AFTER INSERT ON `completed_workouts` BEGIN
  UPDATE `users` SET `completed_workout_count` = `completed_workout_count` + 1 WHERE `id` = NEW.`user_id`;
END;--> statement-breakpoint
CREATE TRIGGER `completed_workouts_counted_out` AFTER DELETE ON `completed_workouts` BEGIN
  UPDATE `users` SET `completed_workout_count` = `completed_workout_count` - 1 WHERE `id` = OLD.`user_id`;
END;
