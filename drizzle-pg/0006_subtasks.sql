CREATE TABLE "subtasks" (
	"task_id" text NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "subtasks_task_id_id_pk" PRIMARY KEY("task_id","id")
);
--> statement-breakpoint
ALTER TABLE "subtasks" ADD CONSTRAINT "subtasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;