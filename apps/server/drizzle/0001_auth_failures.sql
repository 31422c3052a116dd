CREATE TABLE "auth_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" varchar(300) NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_failures_key_idx" ON "auth_failures" USING btree ("key","failed_at");--> statement-breakpoint
CREATE INDEX "auth_failures_failed_at_idx" ON "auth_failures" USING btree ("failed_at");