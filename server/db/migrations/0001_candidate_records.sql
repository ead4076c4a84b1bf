CREATE TABLE "candidate_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"position" integer NOT NULL,
	"period_residence_from" date NOT NULL,
	"period_residence_to" date,
	"is_current_residence" boolean DEFAULT false NOT NULL,
	"country" integer NOT NULL,
	"country_name" text NOT NULL,
	"street_address" text NOT NULL,
	"street_address_cont" text,
	"city" text NOT NULL,
	"state" text,
	"postal_code" text NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_directorship_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"past_directorships" boolean NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_directorship_details_response_id_unique" UNIQUE("response_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_education" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"response_id" integer NOT NULL,
	"position" integer NOT NULL,
	"institution_name" text,
	"institution_email" text,
	"institution_address" text,
	"institution_country" integer,
	"institution_phone_code" text,
	"institution_phone_number" text,
	"mode_of_study" text,
	"faculty" text,
	"student_id_number" text,
	"start_date_attended" date,
	"end_date_attended" date,
	"did_graduate" boolean,
	"date_of_qualification" date,
	"grade_obtained" text,
	"is_certificate_copy" boolean,
	"no_higher_education" boolean DEFAULT false NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "candidate_education_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "candidate_id_document_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"is_current_passport" boolean,
	"passport_number" text,
	"passport_issue_country" integer,
	"passport_issue_country_name" text,
	"passport_issue_date" date,
	"passport_expiry_date" date,
	"passport_type" text,
	"is_current_driving_license" boolean,
	"driving_license_issue_country" integer,
	"driving_license_issue_country_name" text,
	"driving_license_issue_state" text,
	"driving_license_valid_from" date,
	"driving_license_expiry_date" date,
	"driving_license_number" text,
	"driving_license_agency" text,
	"is_current_firearms_license" boolean,
	"firearm_license_issue_country" integer,
	"firearm_license_issue_state" text,
	"firearm_license_valid_from" date,
	"firearm_license_expiry_date" date,
	"firearm_license_number" text,
	"firearm_license_agency" text,
	"has_national_id_number" boolean,
	"id_type" text,
	"national_id_number" text,
	"id_type_details" text,
	"has_right_to_work_share_code" boolean,
	"right_to_work_share_code" text,
	"reason_missing_sharecode" text,
	"has_sra_number" boolean,
	"sra_number" text,
	"is_conviction" boolean,
	"citizenship" text,
	"has_fca_reference_number" boolean,
	"fca_reference_number" text,
	"has_different_name_in_acic_documents" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_id_document_details_response_id_unique" UNIQUE("response_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"position" integer NOT NULL,
	"holds_qualification" boolean NOT NULL,
	"professional_organization_name" text,
	"professional_qualification_attained" text,
	"professional_membership_number" text,
	"membership_date" date,
	"membership_attained_country" integer,
	"membership_status" text,
	"is_membership_awarded_in_different_name" boolean,
	"membership_awarded_name" text,
	"is_completed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directorships" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"response_id" integer NOT NULL,
	"position" integer NOT NULL,
	"organisation_name" text NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "directorships_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "employers" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"response_id" integer NOT NULL,
	"position" integer NOT NULL,
	"organization_name" text NOT NULL,
	"proof_of_employment" boolean,
	"is_completed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "employers_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "employment_gaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid,
	"response_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"gap_reason" text NOT NULL,
	"additional_notes" text,
	CONSTRAINT "employment_gaps_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "provider_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_states_response_id_kind_unique" UNIQUE("response_id","kind")
);
--> statement-breakpoint
CREATE TABLE "referees" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"questionnaire" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"response_id" integer NOT NULL,
	"path" text NOT NULL,
	"type" text NOT NULL,
	"expiry_date" date,
	"selected_level" text,
	"employment_response" integer,
	"education_response" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_documents_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "nz_company_code" text;--> statement-breakpoint
ALTER TABLE "reference_responses" ADD COLUMN "employment_check_skip_reason" text;--> statement-breakpoint
ALTER TABLE "reference_responses" ADD COLUMN "employment_check_skip_notes" text;--> statement-breakpoint
ALTER TABLE "reference_responses" ADD COLUMN "fit_and_proper_submitted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reference_responses" ADD COLUMN "selected_documents" jsonb;--> statement-breakpoint
ALTER TABLE "candidate_addresses" ADD CONSTRAINT "candidate_addresses_response_id_reference_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."reference_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_addresses" ADD CONSTRAINT "candidate_addresses_country_countries_id_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_directorship_details" ADD CONSTRAINT "candidate_directorship_details_response_id_reference_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."reference_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_education" ADD CONSTRAINT "candidate_education_response_id_reference_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."reference_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_education" ADD CONSTRAINT "candidate_education_institution_country_countries_id_fk" FOREIGN KEY ("institution_country") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_id_document_details" ADD CONSTRAINT "candidate_id_document_details_response_id_reference_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."reference_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_id_document_details" ADD CONSTRAINT "candidate_id_document_details_passport_issue_country_countries_id_fk" FOREIGN KEY ("passport_issue_country") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_id_document_details" ADD CONSTRAINT "candidate_id_document_details_driving_license_issue_country_countries_id_fk" FOREIGN KEY ("driving_license_issue_country") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_id_document_details" ADD CONSTRAINT "candidate_id_document_details_firearm_license_issue_country_countries_id_fk" FOREIGN KEY ("firearm_license_issue_country") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_qualifications" ADD CONSTRAINT "candidate_qualifications_response_id_reference_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."reference_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_qualifications" ADD CONSTRAINT "candidate_qualifications_membership_attained_country_countries_id_fk" FOREIGN KEY ("membership_attained_country") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directorships" ADD CONSTRAINT "directorships_response_id_reference_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."reference_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_response_id_reference_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."reference_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_gaps" ADD CONSTRAINT "employment_gaps_response_id_reference_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."reference_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_states" ADD CONSTRAINT "provider_states_response_id_reference_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."reference_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_response_id_reference_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."reference_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_documents" ADD CONSTRAINT "uploaded_documents_response_id_reference_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."reference_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_documents" ADD CONSTRAINT "uploaded_documents_employment_response_employers_id_fk" FOREIGN KEY ("employment_response") REFERENCES "public"."employers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_documents" ADD CONSTRAINT "uploaded_documents_education_response_candidate_education_id_fk" FOREIGN KEY ("education_response") REFERENCES "public"."candidate_education"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_addresses_response_id_idx" ON "candidate_addresses" USING btree ("response_id","position");--> statement-breakpoint
CREATE INDEX "candidate_education_response_id_idx" ON "candidate_education" USING btree ("response_id","position");--> statement-breakpoint
CREATE INDEX "candidate_qualifications_response_id_idx" ON "candidate_qualifications" USING btree ("response_id","position");--> statement-breakpoint
CREATE INDEX "directorships_response_id_idx" ON "directorships" USING btree ("response_id","position");--> statement-breakpoint
CREATE INDEX "employers_response_id_idx" ON "employers" USING btree ("response_id","position");--> statement-breakpoint
CREATE INDEX "employment_gaps_response_id_idx" ON "employment_gaps" USING btree ("response_id","start_date");--> statement-breakpoint
CREATE INDEX "referees_response_id_idx" ON "referees" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "uploaded_documents_response_id_idx" ON "uploaded_documents" USING btree ("response_id");