CREATE TABLE "fit_and_proper_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	"description" text,
	"signature_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fit_and_proper_answers_response_question_unique" UNIQUE("response_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "fit_and_proper_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"linked_question_id" integer
);
--> statement-breakpoint
CREATE TABLE "fit_and_proper_questionnaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fit_and_proper_questionnaires_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "fit_and_proper_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"position" integer NOT NULL,
	"options_type" text NOT NULL,
	"is_linked" boolean DEFAULT false NOT NULL,
	"texts" jsonb NOT NULL,
	CONSTRAINT "fit_and_proper_questions_guid_unique" UNIQUE("guid"),
	CONSTRAINT "fit_and_proper_questions_position_unique" UNIQUE("questionnaire_id","position")
);
--> statement-breakpoint
ALTER TABLE "checks" ADD COLUMN "questionnaire_id" integer;--> statement-breakpoint
ALTER TABLE "fit_and_proper_answers" ADD CONSTRAINT "fit_and_proper_answers_response_id_reference_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."reference_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_and_proper_answers" ADD CONSTRAINT "fit_and_proper_answers_question_id_fit_and_proper_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."fit_and_proper_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_and_proper_options" ADD CONSTRAINT "fit_and_proper_options_question_id_fit_and_proper_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."fit_and_proper_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_and_proper_options" ADD CONSTRAINT "fit_and_proper_options_linked_question_id_fit_and_proper_questions_id_fk" FOREIGN KEY ("linked_question_id") REFERENCES "public"."fit_and_proper_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_and_proper_questions" ADD CONSTRAINT "fit_and_proper_questions_questionnaire_id_fit_and_proper_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."fit_and_proper_questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fit_and_proper_options_question_id_idx" ON "fit_and_proper_options" USING btree ("question_id","position");--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_questionnaire_id_fit_and_proper_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."fit_and_proper_questionnaires"("id") ON DELETE no action ON UPDATE no action;