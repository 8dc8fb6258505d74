-- A write batch sent before its session was checked starts by inserting into this view: the trigger aborts the whole
-- batch (nothing written) unless the session exists, is the named user's, has that secret hash and is still alive.
CREATE VIEW `session_proofs` AS
  SELECT NULL AS `session_id`, NULL AS `user_id`, NULL AS `secret_hash`, NULL AS `at`, NULL AS `born_after` WHERE 0;
--> statement-breakpoint
CREATE TRIGGER `session_proofs_check` INSTEAD OF INSERT ON `session_proofs`
WHEN NOT EXISTS (
  SELECT 1 FROM `sessions`
  WHERE `id` = NEW.`session_id` AND `user_id` = NEW.`user_id` AND `secret_hash` = NEW.`secret_hash`
    AND `expires_at` > NEW.`at` AND `created_at` > NEW.`born_after`
)
BEGIN
  SELECT RAISE(ABORT, 'liftwise: session not proven');
END;
