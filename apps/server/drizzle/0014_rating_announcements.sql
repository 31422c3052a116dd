-- Every committed change to what rating reads is announced, so each server instance drops the
-- pricelists and localizations it keeps in memory (see modules/rating/rating-cache.ts): the
-- ids of the pricelists whose rates or terms changed on rl_rates, of the localizations on
-- rl_localizations, or * when there are too many to name or the table was truncated.
CREATE FUNCTION rl_announce_ids(channel text, ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- A NOTIFY payload holds at most 8000 bytes.
  PERFORM pg_notify(channel, CASE WHEN cardinality(ids) > 500 THEN '*' ELSE array_to_string(ids, ',') END);
END;
$$;
--> statement-breakpoint
CREATE FUNCTION rl_announce_rates_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rl_announce_ids('rl_rates', ARRAY(SELECT DISTINCT pricelist_id::text FROM new_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION rl_announce_rates_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rl_announce_ids('rl_rates', ARRAY(SELECT pricelist_id::text FROM new_rows UNION SELECT pricelist_id::text FROM old_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION rl_announce_rates_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rl_announce_ids('rl_rates', ARRAY(SELECT DISTINCT pricelist_id::text FROM old_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION rl_announce_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify(TG_ARGV[0], OLD.id::text);
  ELSE
    PERFORM pg_notify(TG_ARGV[0], NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION rl_announce_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER rates_inserted_rating AFTER INSERT ON rates REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_rates_inserted();
--> statement-breakpoint
CREATE TRIGGER rates_updated_rating AFTER UPDATE ON rates REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_rates_updated();
--> statement-breakpoint
CREATE TRIGGER rates_deleted_rating AFTER DELETE ON rates REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_rates_deleted();
--> statement-breakpoint
CREATE TRIGGER rates_truncated_rating AFTER TRUNCATE ON rates FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_truncated('rl_rates');
--> statement-breakpoint
CREATE TRIGGER pricelists_rating AFTER UPDATE OR DELETE ON pricelists FOR EACH ROW EXECUTE FUNCTION rl_announce_row_changed('rl_rates');
--> statement-breakpoint
CREATE TRIGGER pricelists_truncated_rating AFTER TRUNCATE ON pricelists FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_truncated('rl_rates');
--> statement-breakpoint
CREATE TRIGGER localizations_rating AFTER UPDATE OR DELETE ON localizations FOR EACH ROW EXECUTE FUNCTION rl_announce_row_changed('rl_localizations');
--> statement-breakpoint
CREATE TRIGGER localizations_truncated_rating AFTER TRUNCATE ON localizations FOR EACH STATEMENT EXECUTE FUNCTION rl_announce_truncated('rl_localizations');
