CREATE TABLE "check_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"check_id" integer NOT NULL,
	"status" text NOT NULL,
	"message_to_candidate" text,
	"message_translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expected_by" date,
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "check_statuses_check_id_unique" UNIQUE("check_id")
);
--> statement-breakpoint
ALTER TABLE "check_statuses" ADD CONSTRAINT "check_statuses_check_id_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."checks"("id") ON DELETE cascade ON UPDATE no action;