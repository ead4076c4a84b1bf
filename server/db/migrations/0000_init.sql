CREATE TABLE "candidate_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"salutation" text,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"full_name" text,
	"asian_name" text,
	"gender" text,
	"fathers_full_name" text,
	"mothers_full_name" text,
	"mothers_maiden_name" text,
	"date_of_birth" date,
	"country_of_birth" integer,
	"country_of_birth_name" text,
	"town_of_birth" text,
	"state_of_birth" text,
	"nationality_at_birth" integer,
	"nationality_at_birth_name" text,
	"is_nationality_changed_since_birth" boolean,
	"new_nationality" integer,
	"new_nationality_name" text,
	"holds_dual_nationality" boolean,
	"second_nationality" integer,
	"second_nationality_name" text,
	"phone_code" text,
	"phone_number" text,
	"phone_number_type" text,
	"is_completed" boolean DEFAULT false NOT NULL,
	"is_any_other_names" boolean,
	"dont_have_social_media" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_details_response_id_unique" UNIQUE("response_id")
);
--> statement-breakpoint
CREATE TABLE "checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"level" text[] DEFAULT '{}'::text[] NOT NULL,
	"region" text,
	"require_digital_id_verification" boolean DEFAULT false NOT NULL,
	"country_id" integer NOT NULL,
	"minimum_criteria_count" integer,
	"reference_check_config" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"phone_code" text DEFAULT '' NOT NULL,
	CONSTRAINT "countries_guid_unique" UNIQUE("guid"),
	CONSTRAINT "countries_short_name_unique" UNIQUE("short_name")
);
--> statement-breakpoint
CREATE TABLE "nationalities" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	CONSTRAINT "nationalities_guid_unique" UNIQUE("guid"),
	CONSTRAINT "nationalities_short_name_unique" UNIQUE("short_name")
);
--> statement-breakpoint
CREATE TABLE "previous_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"position" integer NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text NOT NULL,
	"last_name" text NOT NULL,
	"full_name" text NOT NULL,
	"type" text NOT NULL,
	"used_from" date NOT NULL,
	"used_to" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"expire_date" timestamp with time zone NOT NULL,
	"has_soft_deleted" boolean DEFAULT false NOT NULL,
	"consent_form_link" text,
	"disclosure_form_link" text,
	"candidate_first_name" text NOT NULL,
	"candidate_last_name" text NOT NULL,
	"candidate_email" text NOT NULL,
	"country_id" integer NOT NULL,
	"is_rescreening" boolean DEFAULT false NOT NULL,
	"use_digital_id_for_rescreening" boolean DEFAULT false NOT NULL,
	"minimum_criteria_count_type" text DEFAULT 'year' NOT NULL,
	"criteria_count" integer DEFAULT 5 NOT NULL,
	"allow_personal_email_address" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_requests_guid_unique" UNIQUE("guid"),
	CONSTRAINT "reference_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "reference_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"request_id" integer NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"disclosure_signed_at" timestamp with time zone,
	"agree_to_fup" boolean,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_responses_guid_unique" UNIQUE("guid"),
	CONSTRAINT "reference_responses_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "social_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"position" integer NOT NULL,
	"social_media_platform" text NOT NULL,
	"social_media_account" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_details" ADD CONSTRAINT "candidate_details_response_id_reference_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."reference_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_details" ADD CONSTRAINT "candidate_details_country_of_birth_countries_id_fk" FOREIGN KEY ("country_of_birth") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_details" ADD CONSTRAINT "candidate_details_nationality_at_birth_nationalities_id_fk" FOREIGN KEY ("nationality_at_birth") REFERENCES "public"."nationalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_details" ADD CONSTRAINT "candidate_details_new_nationality_nationalities_id_fk" FOREIGN KEY ("new_nationality") REFERENCES "public"."nationalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_details" ADD CONSTRAINT "candidate_details_second_nationality_nationalities_id_fk" FOREIGN KEY ("second_nationality") REFERENCES "public"."nationalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_request_id_reference_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."reference_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "previous_names" ADD CONSTRAINT "previous_names_response_id_reference_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."reference_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_requests" ADD CONSTRAINT "reference_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_requests" ADD CONSTRAINT "reference_requests_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_responses" ADD CONSTRAINT "reference_responses_request_id_reference_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."reference_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_media" ADD CONSTRAINT "social_media_response_id_reference_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."reference_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checks_request_id_idx" ON "checks" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "previous_names_response_id_idx" ON "previous_names" USING btree ("response_id","position");--> statement-breakpoint
CREATE INDEX "reference_requests_company_id_idx" ON "reference_requests" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "social_media_response_id_idx" ON "social_media" USING btree ("response_id","position");