CREATE TABLE "switches" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"host" varchar(253) NOT NULL,
	"port" integer DEFAULT 8021 NOT NULL,
	"password" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "switches" ADD CONSTRAINT "switches_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "switches_name_idx" ON "switches" USING btree (lower("name"));--> statement-breakpoint
-- Every committed change to the switches is announced on rl_switches, so each server instance
-- opens, closes or re-opens its event-socket connections (see switch-link/switch-link.ts).
CREATE FUNCTION rl_announce_switches_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rl_switches', 'changed');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER switches_link AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON switches FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switches_change();
--> statement-breakpoint
-- What the switches run is announced on rl_switch_config when it commits, from whichever instance
-- or hand made it, so every instance sends its connected switches what picks the change up
-- (see modules/freeswitch/propagation). A row's payload names what the switch knows it by.
CREATE FUNCTION rl_switch_gateway(row_name text, profile_id integer, is_enabled boolean) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('name', row_name, 'profile', (SELECT name FROM sip_profiles WHERE id = profile_id), 'enabled', is_enabled)
$$;
--> statement-breakpoint
CREATE FUNCTION rl_announce_gateway_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An edit that changed nothing the switch reads (a save of the same values) restarts no gateway.
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'updated_at') = (to_jsonb(NEW) - 'updated_at') THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('rl_switch_config', jsonb_build_object(
    'kind', 'gateway',
    'old', CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE rl_switch_gateway(OLD.name, OLD.profile_id, OLD.enabled) END,
    'new', CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE rl_switch_gateway(NEW.name, NEW.profile_id, NEW.enabled) END)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION rl_announce_profile_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'updated_at') = (to_jsonb(NEW) - 'updated_at') THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('rl_switch_config', jsonb_build_object(
    'kind', 'profile',
    'old', CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE jsonb_build_object('name', OLD.name, 'live', OLD.enabled AND OLD.deleted_at IS NULL) END,
    'new', CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE jsonb_build_object('name', NEW.name, 'live', NEW.enabled AND NEW.deleted_at IS NULL) END)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An agent or queue written in Ringledger is reloaded on the switch even where it looks the same there.
CREATE FUNCTION rl_announce_call_centre_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'updated_at') = (to_jsonb(NEW) - 'updated_at') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('rl_switch_config', jsonb_build_object('kind', TG_ARGV[0])::text);
  ELSE
    PERFORM pg_notify('rl_switch_config', jsonb_build_object('kind', TG_ARGV[0],
      'name', NEW.name || '@' || (SELECT name FROM domains WHERE id = NEW.domain_id))::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION rl_announce_switch_kind() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rl_switch_config', jsonb_build_object('kind', TG_ARGV[0])::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER gateways_switch_config AFTER INSERT OR UPDATE OR DELETE ON gateways FOR EACH ROW EXECUTE FUNCTION rl_announce_gateway_change();
--> statement-breakpoint
CREATE TRIGGER sip_profiles_switch_config AFTER INSERT OR UPDATE OR DELETE ON sip_profiles FOR EACH ROW EXECUTE FUNCTION rl_announce_profile_change();
--> statement-breakpoint
CREATE TRIGGER call_center_agents_switch_config AFTER INSERT OR UPDATE OR DELETE ON call_center_agents FOR EACH ROW EXECUTE FUNCTION rl_announce_call_centre_row('agent');
--> statement-breakpoint
CREATE TRIGGER call_center_queues_switch_config AFTER INSERT OR UPDATE OR DELETE ON call_center_queues FOR EACH ROW EXECUTE FUNCTION rl_announce_call_centre_row('queue');
--> statement-breakpoint
CREATE TRIGGER call_center_tiers_switch_config AFTER INSERT OR UPDATE OR DELETE ON call_center_tiers FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_kind('tier');
--> statement-breakpoint
CREATE TRIGGER domains_switch_config AFTER INSERT OR UPDATE OR DELETE ON domains FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_kind('directory');
--> statement-breakpoint
CREATE TRIGGER extensions_switch_config AFTER INSERT OR UPDATE OR DELETE ON extensions FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_kind('directory');
--> statement-breakpoint
CREATE TRIGGER extension_devices_switch_config AFTER INSERT OR UPDATE OR DELETE ON extension_devices FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_kind('directory');
--> statement-breakpoint
-- A table emptied at once (a restore, a hand clean-up) asks for everything to be sent again.
CREATE TRIGGER gateways_switch_config_truncated AFTER TRUNCATE ON gateways FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_kind('all');
--> statement-breakpoint
CREATE TRIGGER sip_profiles_switch_config_truncated AFTER TRUNCATE ON sip_profiles FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_kind('all');
--> statement-breakpoint
CREATE TRIGGER call_center_agents_switch_config_truncated AFTER TRUNCATE ON call_center_agents FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_kind('all');
--> statement-breakpoint
CREATE TRIGGER call_center_queues_switch_config_truncated AFTER TRUNCATE ON call_center_queues FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_kind('all');
--> statement-breakpoint
CREATE TRIGGER call_center_tiers_switch_config_truncated AFTER TRUNCATE ON call_center_tiers FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_kind('all');
