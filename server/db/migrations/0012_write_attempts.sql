CREATE TABLE "write_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request" text NOT NULL,
	"record_id" integer,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "write_attempts_response_key_unique" UNIQUE("response_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "write_attempts" ADD CONSTRAINT "write_attempts_response_id_reference_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."reference_responses"("id") ON DELETE cascade ON UPDATE no action;