-- The write_checks refusals (0015) with one more bound: the body-weight entries an athlete keeps.
DROP TRIGGER `write_checks_refuse`;--> statement-breakpoint
CREATE TRIGGER `write_checks_refuse` INSTEAD OF INSERT ON `write_checks` BEGIN
  SELECT RAISE(ABORT, 'write refused: workouts') WHERE NEW.`refusal` = 'workouts' AND NEW.`kept` > NEW.`max`;
  SELECT RAISE(ABORT, 'write refused: completed-workouts') WHERE NEW.`refusal` = 'completed-workouts' AND NEW.`kept` > NEW.`max`;
  SELECT RAISE(ABORT, 'write refused: series') WHERE NEW.`refusal` = 'series' AND NEW.`kept` > NEW.`max`;
  SELECT RAISE(ABORT, 'write refused: goals') WHERE NEW.`refusal` = 'goals' AND NEW.`kept` > NEW.`max`;
  SELECT RAISE(ABORT, 'write refused: equipment') WHERE NEW.`refusal` = 'equipment' AND NEW.`kept` > NEW.`max`;
  SELECT RAISE(ABORT, 'write refused: strength-plans') WHERE NEW.`refusal` = 'strength-plans' AND NEW.`kept` > NEW.`max`;
  SELECT RAISE(ABORT, 'write refused: push-devices') WHERE NEW.`refusal` = 'push-devices' AND NEW.`kept` > NEW.`max`;
  SELECT RAISE(ABORT, 'write refused: body-weights') WHERE NEW.`refusal` = 'body-weights' AND NEW.`kept` > NEW.`max`;
  SELECT RAISE(ABORT, 'write refused: changed') WHERE NEW.`refusal` = 'changed' AND NEW.`kept` > NEW.`max`;
END;
