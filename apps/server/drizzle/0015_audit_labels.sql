ALTER TABLE "audit_log" ADD COLUMN "actor_label" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "entity_label" text;