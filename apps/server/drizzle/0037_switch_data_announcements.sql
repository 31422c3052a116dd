-- Every committed change to what the switch's directory and dialplan answers read is announced on
-- rl_switch_data with the table's name, so each server instance reloads that table into the
-- switch data it keeps in memory (see modules/freeswitch/switch-data/switch-data.ts). PostgreSQL
-- sends one announcement per table and transaction, however many rows or statements changed it.
CREATE FUNCTION rl_announce_switch_data() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rl_switch_data', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER domains_switch_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON domains FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_data();
--> statement-breakpoint
CREATE TRIGGER extensions_switch_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON extensions FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_data();
--> statement-breakpoint
CREATE TRIGGER extension_devices_switch_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON extension_devices FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_data();
--> statement-breakpoint
CREATE TRIGGER extension_dids_switch_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON extension_dids FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_data();
--> statement-breakpoint
CREATE TRIGGER dids_switch_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dids FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_data();
--> statement-breakpoint
CREATE TRIGGER callerids_switch_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON callerids FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_data();
--> statement-breakpoint
CREATE TRIGGER trunks_switch_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON trunks FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_data();
--> statement-breakpoint
CREATE TRIGGER gateways_switch_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gateways FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_data();
--> statement-breakpoint
CREATE TRIGGER sip_profiles_switch_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sip_profiles FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_data();
--> statement-breakpoint
CREATE TRIGGER call_center_queues_switch_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON call_center_queues FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_data();
--> statement-breakpoint
CREATE TRIGGER accounts_switch_data AFTER INSERT OR DELETE OR TRUNCATE ON accounts FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_data();
--> statement-breakpoint
CREATE TRIGGER accounts_switch_data_updated AFTER UPDATE ON accounts FOR EACH ROW
  WHEN (OLD.enabled IS DISTINCT FROM NEW.enabled OR OLD.number IS DISTINCT FROM NEW.number OR OLD.localization_id IS DISTINCT FROM NEW.localization_id
    OR OLD.std_cid_translation IS DISTINCT FROM NEW.std_cid_translation OR OLD.did_cid_translation IS DISTINCT FROM NEW.did_cid_translation)
  EXECUTE FUNCTION rl_announce_switch_data();
--> statement-breakpoint
CREATE TRIGGER call_accounts_switch_data AFTER INSERT OR DELETE OR TRUNCATE ON call_accounts FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_switch_data();
--> statement-breakpoint
-- A call's charge moves a balance many times a second: only the columns the answers read announce a change.
CREATE TRIGGER call_accounts_switch_data_updated AFTER UPDATE ON call_accounts FOR EACH ROW
  WHEN (OLD.enabled IS DISTINCT FROM NEW.enabled OR OLD.pricelist_id IS DISTINCT FROM NEW.pricelist_id OR OLD.main_account_id IS DISTINCT FROM NEW.main_account_id)
  EXECUTE FUNCTION rl_announce_switch_data();
