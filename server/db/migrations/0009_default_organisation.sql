-- The default organisation: the one ORG_API_KEY opens, which keeps every request made before organisations existed.
INSERT INTO "organisations" ("name", "is_default") VALUES ('Default organisation', true);
--> statement-breakpoint
UPDATE "reference_requests" SET "organisation_id" = (SELECT "id" FROM "organisations" WHERE "is_default");
