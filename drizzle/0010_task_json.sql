-- Each task keeps its JSON as the API answers it (tasks.json_text), so a list of tasks is a concatenation
-- instead of building every object again on every read. The view task_json says what that JSON is: keys
-- as in TaskRecord, comments oldest first, `description` and `recurrence` only when the task has them (most
-- tasks have neither and skip json_patch). Triggers rewrite json_text in the same statement as any change
-- to a task or its comments, whoever writes. To change what a task's JSON holds, recreate the view (and,
-- for a new column, the update trigger's column list) and run the last UPDATE again.
-- json_text is not in the drizzle schema: only the list query reads it.
ALTER TABLE `tasks` ADD `json_text` text;
--> statement-breakpoint
CREATE VIEW `task_json` AS SELECT t.id AS `id`, CASE
  WHEN t.description = '' AND (t.recurrence_rule IS NULL OR t.recurrence_zone IS NULL) THEN json_object(
    'id', t.id, 'title', t.title, 'dueDate', t.due_date, 'urgency', t.urgency,
    'completed', json(CASE WHEN t.completed THEN 'true' ELSE 'false' END), 'completedAt', t.completed_at,
    'createdAt', t.created_at, 'updatedAt', t.updated_at, 'workspaceId', t.workspace_id, 'userId', t.user_id,
    'comments', json((SELECT json_group_array(json_object('id', c.id, 'text', c.text, 'user', c.user_name, 'userId', c.user_id, 'time', c.time) ORDER BY c.time, c.id)
                      FROM comments c WHERE c.task_id = t.id)))
  ELSE json_patch(json_object(
    'id', t.id, 'title', t.title, 'dueDate', t.due_date, 'urgency', t.urgency,
    'completed', json(CASE WHEN t.completed THEN 'true' ELSE 'false' END), 'completedAt', t.completed_at,
    'createdAt', t.created_at, 'updatedAt', t.updated_at, 'workspaceId', t.workspace_id, 'userId', t.user_id,
    'comments', json((SELECT json_group_array(json_object('id', c.id, 'text', c.text, 'user', c.user_name, 'userId', c.user_id, 'time', c.time) ORDER BY c.time, c.id)
                      FROM comments c WHERE c.task_id = t.id))), json_object(
    'description', NULLIF(t.description, ''),
    'recurrence', CASE WHEN t.recurrence_rule IS NULL OR t.recurrence_zone IS NULL THEN NULL
                       ELSE json_object('rrule', t.recurrence_rule, 'timeZone', t.recurrence_zone) END)) END AS `json`
FROM `tasks` t;
--> statement-breakpoint
CREATE TRIGGER `tasks_json_text_insert` AFTER INSERT ON `tasks` BEGIN
  UPDATE `tasks` SET `json_text` = (SELECT `json` FROM `task_json` WHERE `id` = NEW.id) WHERE `id` = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `tasks_json_text_update` AFTER UPDATE OF `id`, `title`, `due_date`, `urgency`, `completed`, `completed_at`, `created_at`, `updated_at`, `workspace_id`, `user_id`, `description`, `recurrence_rule`, `recurrence_zone` ON `tasks` BEGIN
  UPDATE `tasks` SET `json_text` = (SELECT `json` FROM `task_json` WHERE `id` = NEW.id) WHERE `id` = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `comments_json_text_insert` AFTER INSERT ON `comments` BEGIN
  UPDATE `tasks` SET `json_text` = (SELECT `json` FROM `task_json` WHERE `id` = NEW.task_id) WHERE `id` = NEW.task_id;
END;
--> statement-breakpoint
CREATE TRIGGER `comments_json_text_update` AFTER UPDATE ON `comments` BEGIN
  UPDATE `tasks` SET `json_text` = (SELECT `json` FROM `task_json` WHERE `id` = OLD.task_id) WHERE `id` = OLD.task_id;
  UPDATE `tasks` SET `json_text` = (SELECT `json` FROM `task_json` WHERE `id` = NEW.task_id) WHERE `id` = NEW.task_id;
END;
--> statement-breakpoint
CREATE TRIGGER `comments_json_text_delete` AFTER DELETE ON `comments` BEGIN
  UPDATE `tasks` SET `json_text` = (SELECT `json` FROM `task_json` WHERE `id` = OLD.task_id) WHERE `id` = OLD.task_id;
END;
--> statement-breakpoint
UPDATE `tasks` SET `json_text` = (SELECT `json` FROM `task_json` WHERE `task_json`.`id` = `tasks`.`id`);