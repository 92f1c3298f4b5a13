CREATE TABLE "assignment_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"assignee" text NOT NULL,
	"assigned_by" text NOT NULL,
	"assigned_by_name" text NOT NULL,
	"created_at" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" text,
	"last_error" text,
	"delivered" text DEFAULT '' NOT NULL,
	"claim_token" text,
	"lease_until" text
);
--> statement-breakpoint
ALTER TABLE "assignment_notices" ADD CONSTRAINT "assignment_notices_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_notices_status_idx" ON "assignment_notices" USING btree ("status","created_at");