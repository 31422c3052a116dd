CREATE TABLE "call_center_agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"contact" varchar(1024) NOT NULL,
	"status" varchar(30) NOT NULL,
	"no_answer_delay_time" integer DEFAULT 3 NOT NULL,
	"max_no_answer" integer DEFAULT 3 NOT NULL,
	"wrap_up_time" integer DEFAULT 10 NOT NULL,
	"reject_delay_time" integer DEFAULT 10 NOT NULL,
	"busy_delay_time" integer DEFAULT 60 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"domain_id" integer NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_center_queues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"description" varchar(255) DEFAULT 'This is a sample queue' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"domain_id" integer NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"moh_sound_id" integer GENERATED ALWAYS AS ((parameters ->> 'moh-sound')::integer) STORED,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_center_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"queue_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_center_agents" ADD CONSTRAINT "call_center_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_center_agents" ADD CONSTRAINT "call_center_agents_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_center_agents" ADD CONSTRAINT "call_center_agents_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_center_queues" ADD CONSTRAINT "call_center_queues_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_center_queues" ADD CONSTRAINT "call_center_queues_moh_sound_id_audio_files_id_fk" FOREIGN KEY ("moh_sound_id") REFERENCES "public"."audio_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_center_queues" ADD CONSTRAINT "call_center_queues_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_center_tiers" ADD CONSTRAINT "call_center_tiers_queue_id_call_center_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."call_center_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_center_tiers" ADD CONSTRAINT "call_center_tiers_agent_id_call_center_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."call_center_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_center_tiers" ADD CONSTRAINT "call_center_tiers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_center_agents_domain_name_idx" ON "call_center_agents" USING btree ("domain_id",lower("name"));--> statement-breakpoint
CREATE INDEX "call_center_agents_user_idx" ON "call_center_agents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "call_center_queues_domain_name_idx" ON "call_center_queues" USING btree ("domain_id",lower("name"));--> statement-breakpoint
CREATE INDEX "call_center_queues_moh_sound_idx" ON "call_center_queues" USING btree ("moh_sound_id");--> statement-breakpoint
CREATE UNIQUE INDEX "call_center_tiers_queue_agent_idx" ON "call_center_tiers" USING btree ("queue_id","agent_id");--> statement-breakpoint
CREATE INDEX "call_center_tiers_agent_idx" ON "call_center_tiers" USING btree ("agent_id");