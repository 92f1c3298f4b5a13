CREATE TABLE "planned_tasks" (
	"user_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"task_id" text NOT NULL,
	"day" text NOT NULL,
	"start_at" text NOT NULL,
	"end_at" text NOT NULL,
	"accepted_at" text NOT NULL,
	CONSTRAINT "planned_tasks_user_id_workspace_id_day_task_id_pk" PRIMARY KEY("user_id","workspace_id","day","task_id")
);
--> statement-breakpoint
ALTER TABLE "planned_tasks" ADD CONSTRAINT "planned_tasks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_tasks" ADD CONSTRAINT "planned_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planned_tasks_task_idx" ON "planned_tasks" USING btree ("task_id");