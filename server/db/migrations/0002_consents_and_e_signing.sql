CREATE TABLE "disclosure_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"step" text NOT NULL,
	"declaration" boolean DEFAULT false NOT NULL,
	"consents" text[] DEFAULT '{}'::text[] NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "disclosure_consents_response_id_unique" UNIQUE("response_id")
);
--> statement-breakpoint
CREATE TABLE "e_signing_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"response_id" integer NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"provider_document_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"signer_name" text,
	"signed_at" timestamp with time zone,
	"sealed_at" timestamp with time zone,
	"file_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_signing_documents_guid_unique" UNIQUE("guid"),
	CONSTRAINT "e_signing_documents_response_id_type_unique" UNIQUE("response_id","type")
);
--> statement-breakpoint
ALTER TABLE "disclosure_consents" ADD CONSTRAINT "disclosure_consents_response_id_reference_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."reference_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_signing_documents" ADD CONSTRAINT "e_signing_documents_response_id_reference_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."reference_responses"("id") ON DELETE cascade ON UPDATE no action;