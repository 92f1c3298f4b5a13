ALTER TABLE "tasks" ADD COLUMN "assignee" text;--> statement-breakpoint
CREATE INDEX "tasks_workspace_assignee_idx" ON "tasks" USING btree ("workspace_id","assignee");