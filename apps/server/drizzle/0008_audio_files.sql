CREATE TABLE "audio_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" varchar(255) NOT NULL,
	"stored_name" varchar(64) NOT NULL,
	"filesize" integer NOT NULL,
	"duration" double precision NOT NULL,
	"format" varchar(100) NOT NULL,
	"category" varchar(20) NOT NULL,
	"location" varchar(1024) NOT NULL,
	"info" jsonb NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audio_files_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
ALTER TABLE "audio_files" ADD CONSTRAINT "audio_files_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;