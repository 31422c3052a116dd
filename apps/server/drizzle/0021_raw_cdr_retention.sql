-- Drops the raw CDRs (call_record_raws) of the months that ended before `cutoff`, whole monthly
-- partitions at a time, and those before it that the DEFAULT partition holds; answers how many
-- months went. Call records are never touched. See modules/call-records/raw-retention.ts.
CREATE FUNCTION "rl_drop_call_record_raws_before"("cutoff" date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  part record;
  dropped integer := 0;
BEGIN
  -- Never beside a month being made.
  PERFORM pg_advisory_xact_lock(hashtext('rl_call_records_partition'));
  FOR part IN
    SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'call_record_raws'::regclass AND c.relname ~ '^call_record_raws_y[0-9]{4}m[0-9]{2}$'
  LOOP
    CONTINUE WHEN to_date(right(part.relname, 8), '"y"YYYY"m"MM') + interval '1 month' > "cutoff";
    EXECUTE format('DROP TABLE %I', part.relname);
    dropped := dropped + 1;
  END LOOP;
  DELETE FROM call_record_raws_default WHERE callstart < ("cutoff"::timestamp AT TIME ZONE 'UTC');
  RETURN dropped;
END $$;
