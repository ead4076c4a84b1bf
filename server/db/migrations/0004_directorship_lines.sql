ALTER TABLE "directorships" ADD COLUMN "organisation_registration_number" text;--> statement-breakpoint
ALTER TABLE "directorships" ADD COLUMN "organisation_address_1" text;--> statement-breakpoint
ALTER TABLE "directorships" ADD COLUMN "organisation_address_2" text;--> statement-breakpoint
ALTER TABLE "directorships" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "directorships" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "directorships" ADD COLUMN "country" integer;--> statement-breakpoint
ALTER TABLE "directorships" ADD COLUMN "start_year" integer;--> statement-breakpoint
ALTER TABLE "directorships" ADD COLUMN "start_month" integer;--> statement-breakpoint
ALTER TABLE "directorships" ADD COLUMN "start_day" integer;--> statement-breakpoint
ALTER TABLE "directorships" ADD COLUMN "end_year" integer;--> statement-breakpoint
ALTER TABLE "directorships" ADD COLUMN "end_month" integer;--> statement-breakpoint
ALTER TABLE "directorships" ADD COLUMN "end_day" integer;--> statement-breakpoint
ALTER TABLE "directorships" ADD COLUMN "is_director" boolean;--> statement-breakpoint
ALTER TABLE "directorships" ADD COLUMN "directorship_title" text;--> statement-breakpoint
ALTER TABLE "directorships" ADD COLUMN "directorship_type" text;--> statement-breakpoint
ALTER TABLE "directorships" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "directorships" ADD CONSTRAINT "directorships_country_countries_id_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;