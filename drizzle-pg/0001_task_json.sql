-- Each task keeps its JSON as the API answers it (tasks.json_text), so a list of tasks is a concatenation
-- instead of building every object again on every read. The function that builds it and the triggers that
-- keep it are made when the store opens, from the column map in server/store/postgres/task-json.ts (which
-- also fills the column for the tasks a database already has). json_text is not in the drizzle schema:
-- only the store's reads name it.
ALTER TABLE "tasks" ADD COLUMN "json_text" text;
