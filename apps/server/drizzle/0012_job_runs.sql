CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"error" text,
	CONSTRAINT "job_runs_status_valid" CHECK ("job_runs"."status" in ('ok', 'failed'))
);
