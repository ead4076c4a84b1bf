CREATE TABLE "email_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reminder_anchor" text,
	"reminder_days" integer,
	"recipient" text NOT NULL,
	"link" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"smtp_response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_messages_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
DROP INDEX "webhook_events_once_per_request";--> statement-breakpoint
ALTER TABLE "reference_requests" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_request_id_reference_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."reference_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_messages_due_idx" ON "email_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_messages_request_id_idx" ON "email_messages" USING btree ("request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_once_per_request" ON "webhook_events" USING btree ("request_id","type") WHERE "webhook_events"."type" not in ('section.completed', 'invitation.bounced');