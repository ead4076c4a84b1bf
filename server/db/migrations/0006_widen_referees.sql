ALTER TABLE "referees" ADD COLUMN "relationship" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "organization_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "together_work_experience" integer;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "have_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "information_undertaking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "manager_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "manager_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "manager_email" text;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "manager_country_code" text;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "manager_contact_number" text;--> statement-breakpoint
ALTER TABLE "referees" ADD COLUMN "manager_phone_country" integer;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_manager_phone_country_countries_id_fk" FOREIGN KEY ("manager_phone_country") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;