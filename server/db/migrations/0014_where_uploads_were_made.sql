ALTER TABLE "reference_responses" ADD COLUMN "seen_steps" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_documents" ADD COLUMN "step" text;