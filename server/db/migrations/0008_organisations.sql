CREATE TABLE "organisation_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" integer NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "organisation_api_keys_guid_unique" UNIQUE("guid"),
	CONSTRAINT "organisation_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_guid_unique" UNIQUE("guid"),
	CONSTRAINT "organisations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "section_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"section" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "section_completions_response_section_unique" UNIQUE("response_id","section")
);
--> statement-breakpoint
ALTER TABLE "reference_requests" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "reference_requests" ADD COLUMN "first_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reference_requests" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reference_requests" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reference_requests" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisation_api_keys" ADD CONSTRAINT "organisation_api_keys_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_completions" ADD CONSTRAINT "section_completions_response_id_reference_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."reference_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_api_keys_organisation_id_idx" ON "organisation_api_keys" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_one_default" ON "organisations" USING btree ("is_default") WHERE "organisations"."is_default";--> statement-breakpoint
ALTER TABLE "reference_requests" ADD CONSTRAINT "reference_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reference_requests_organisation_id_idx" ON "reference_requests" USING btree ("organisation_id","id");