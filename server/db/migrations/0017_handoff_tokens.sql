CREATE TABLE "handoff_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"request_id" integer NOT NULL,
	"step" text NOT NULL,
	"uploads_left" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handoff_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "handoff_tokens" ADD CONSTRAINT "handoff_tokens_request_id_reference_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."reference_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "handoff_tokens_request_id_idx" ON "handoff_tokens" USING btree ("request_id","created_at");