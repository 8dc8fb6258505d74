CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`label` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_id` ON `push_subscriptions` (`user_id`,`created_at`);--> statement-breakpoint
-- The write_checks refusals (0013) with one more bound: the devices an athlete keeps with notifications on.
DROP TRIGGER `write_checks_refuse`;--> statement-breakpoint
CREATE TRIGGER `write_checks_refuse` INSTEAD OF INSERT ON `write_checks` BEGIN
  SELECT RAISE(ABORT, 'write refused: workouts') WHERE NEW.`refusal` = 'workouts' AND NEW.`kept` > NEW.`max`;
  SELECT RAISE(ABORT, 'write refused: completed-workouts') WHERE NEW.`refusal` = 'completed-workouts' AND NEW.`kept` > NEW.`max`;
  SELECT RAISE(ABORT, 'write refused: series') WHERE NEW.`refusal` = 'series' AND NEW.`kept` > NEW.`max`;
  SELECT RAISE(ABORT, 'write refused: goals') WHERE NEW.`refusal` = 'goals' AND NEW.`kept` > NEW.`max`;
  SELECT RAISE(ABORT, 'write refused: equipment') WHERE NEW.`refusal` = 'equipment' AND NEW.`kept` > NEW.`max`;
  SELECT RAISE(ABORT, 'write refused: strength-plans') WHERE NEW.`refusal` = 'strength-plans' AND NEW.`kept` > NEW.`max`;
  SELECT RAISE(ABORT, 'write refused: push-devices') WHERE NEW.`refusal` = 'push-devices' AND NEW.`kept` > NEW.`max`;
  SELECT RAISE(ABORT, 'write refused: changed') WHERE NEW.`refusal` = 'changed' AND NEW.`kept` > NEW.`max`;
END;
