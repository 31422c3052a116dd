-- The batch decisions of migration 0041, made cheaper where the time went. Timed statement by
-- statement inside the procedure on batches of 25 calls (bench:authorize's embedded PostgreSQL):
-- 1. the PL/pgSQL loop took 130 µs a call: each call rebuilt JSON objects that grow with the
--    batch (the decisions so far, the uuids decided, money, channels and calls started by id) and
--    chose its price terms statement by statement. The query now chooses the price terms and the
--    refusals that depend on nothing decided before (an unknown or disabled caller, no rate); the
--    decisions are kept in arrays by the call's place and made JSON once; the channels and calls
--    started are counted only for a limit that counts them;
-- 2. the rate, searched for among the number's prefixes, was a third of the decision query: the
--    dialplan has already found it in the rating cache (the rate the call's CDR is billed at) and
--    sends its id (rateId), so it is read by its key, its terms as they are now. When the id is
--    missing or is no longer an enabled rate of the call account's pricelist that prefixes the
--    number, the longest prefix is searched for as before;
-- 3. the switch asking twice about one call within a batch is no longer looked for here: the
--    server sends each call once per batch (createCallAuthorizer), and a batch that held a call
--    twice would fail on its key and be decided call by call, the second ask finding the first.
-- Backend CPU time a call, batches of 25 alternating with 0041's on one database: 323 -> 230 µs.
-- The rules are 0041's, unchanged.
CREATE OR REPLACE PROCEDURE "rl_authorize_calls_durably"("p_calls" jsonb, "p_max_seconds" integer, "p_margin_seconds" integer, OUT "decisions" jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  c record;
  v_count integer := jsonb_array_length("p_calls");
  -- What the batch's calls allowed before the current one hold, by call account id, and started, by
  -- account and trunk id (counted only for an account or trunk with a limit).
  v_held jsonb := '{}';
  v_account_calls jsonb := '{}';
  v_trunk_calls jsonb := '{}';
  v_ca text;
  v_account text;
  v_trunk text;
  -- Each call's decision, by its place in the batch; amounts as text, as the server reads them.
  o_outcome text[] := array_fill(NULL::text, ARRAY[v_count]);
  o_allowed integer[] := array_fill(0, ARRAY[v_count]);
  o_held text[] := array_fill('0'::text, ARRAY[v_count]);
  o_per_min text[] := array_fill(NULL::text, ARRAY[v_count]);
  o_connect text[] := array_fill(NULL::text, ARRAY[v_count]);
  o_reason text[] := array_fill(NULL::text, ARRAY[v_count]);
  i integer;
  v_available numeric;
  v_budget numeric;
  v_affordable bigint;
  v_charged bigint;
  v_allowed bigint;
  v_hold numeric;
  r_uuid text[] := '{}';
  r_call_account integer[] := '{}';
  r_account integer[] := '{}';
  r_trunk integer[] := '{}';
  r_switch text[] := '{}';
  r_direction text[] := '{}';
  r_destination text[] := '{}';
  r_per_min numeric[] := '{}';
  r_connect numeric[] := '{}';
  r_allowed integer[] := '{}';
  r_held numeric[] := '{}';
BEGIN
  SET LOCAL synchronous_commit = off;
  -- Each statement below is planned once per connection, not again for every batch's calls.
  SET LOCAL plan_cache_mode = force_generic_plan;
  -- A batch is a few index lookups: compiling its query (which a generic plan's estimates would ask
  -- for) cost 40 ms a batch on a PostgreSQL built with LLVM, a hundred times the lookups.
  SET LOCAL jit = off;
  -- Every row a batch reads, it reads by its key: the plan, made once per connection, must not
  -- depend on how big a table was then. Made while call_reservations was nearly empty, it could
  -- hash the whole table at every batch to find the asked calls among those already decided; the
  -- trigram index on rates' prefixes (the console's search), which answers `=` too, was read
  -- through a bitmap for a rate, matching thousands of rows for the short prefixes (7 ms a call).
  SET LOCAL enable_seqscan = off;
  SET LOCAL enable_hashjoin = off;
  SET LOCAL enable_mergejoin = off;
  SET LOCAL enable_bitmapscan = off;
  PERFORM 1 FROM "call_accounts" ca
    WHERE ca."id" IN (SELECT (j->>'callAccountId')::integer FROM jsonb_array_elements("p_calls") j)
    ORDER BY ca."id" FOR NO KEY UPDATE;
  PERFORM 1 FROM "accounts" a
    WHERE a."id" IN (SELECT ca."main_account_id" FROM "call_accounts" ca WHERE ca."id" IN (SELECT (j->>'callAccountId')::integer FROM jsonb_array_elements("p_calls") j))
      AND (a."maxchannels" > 0 OR a."cps" > 0)
    ORDER BY a."id" FOR NO KEY UPDATE;
  PERFORM pg_advisory_xact_lock(hashtext('rl_trunk_calls'), t."id") FROM (
    SELECT tr."id" FROM "trunks" tr
    WHERE tr."id" IN (SELECT (j->>'trunkId')::integer FROM jsonb_array_elements("p_calls") j) AND (tr."maxchannels" > 0 OR tr."cps" > 0)
    ORDER BY tr."id"
  ) t;
  DELETE FROM "call_reservations" r
    WHERE r."call_account_id" IN (SELECT (j->>'callAccountId')::integer FROM jsonb_array_elements("p_calls") j) AND r."expires_at" <= now();

  FOR c IN
    WITH "asked" AS (
      SELECT q."ordinal"::integer AS "ordinal", lower(q."call"->>'callUuid') AS "uuid", (q."call"->>'callAccountId')::integer AS "call_account_id",
        q."call"->>'direction' AS "direction", q."call"->>'number' AS "number", (q."call"->>'didId')::integer AS "did_id",
        (q."call"->>'trunkId')::integer AS "trunk_id", (q."call"->>'rateId')::integer AS "rate_id", q."call"->>'switchName' AS "switch_name",
        left(regexp_replace(coalesce(q."call"->>'number', ''), '\D', '', 'g'), 20) AS "digits"
      FROM jsonb_array_elements("p_calls") WITH ORDINALITY AS q("call", "ordinal")
    )
    SELECT k."ordinal", k."uuid", k."call_account_id", k."direction", k."number", k."trunk_id", k."switch_name",
      ca."id" IS NOT NULL AS "ca_found", ca."main_account_id",
      ca."balance" + ca."credit_limit" - coalesce(h."held", 0) AS "available",
      a."number" AS "account_number", coalesce(a."maxchannels", 0) AS "maxchannels", coalesce(a."cps", 0) AS "cps",
      t."name" AS "trunk_name", coalesce(t."maxchannels", 0) AS "trunk_maxchannels", coalesce(t."cps", 0) AS "trunk_cps",
      known."call_uuid" IS NOT NULL AS "known", known."allowed_seconds" AS "known_allowed", known."held" AS "known_held",
      known."cost_per_min" AS "known_per_min", known."connect_cost" AS "known_connect",
      -- The refusals that depend on nothing decided before the call in its batch.
      CASE
        WHEN ca."id" IS NULL THEN 'unknown'
        WHEN NOT ca."enabled" OR (ca."main_account_id" IS NOT NULL AND NOT a."enabled") THEN 'disabled'
        WHEN k."direction" = 'outbound' AND (p."id" IS NULL OR rate."found" IS NULL) THEN 'no_rate'
        WHEN k."direction" = 'inbound' AND d."id" IS NULL THEN 'unknown'
      END AS "refusal",
      CASE
        WHEN ca."id" IS NULL THEN format('Call account %s does not exist', k."call_account_id")
        WHEN NOT ca."enabled" THEN format('Call account %s is disabled', ca."number")
        WHEN ca."main_account_id" IS NOT NULL AND NOT a."enabled" THEN format('Account %s is disabled', a."number")
        WHEN k."direction" = 'outbound' AND p."id" IS NULL THEN format('Call account %s has no pricelist', ca."number")
        WHEN k."direction" = 'outbound' AND rate."found" IS NULL
          THEN format('No rate for %s on pricelist %s', coalesce(nullif(k."digits", ''), 'an empty number'), p."name")
        WHEN k."direction" = 'inbound' AND d."id" IS NULL THEN format('DID %s does not exist', k."did_id")
      END AS "reason",
      -- The call's price: its rate on the pricelist (with the markup) outbound, its DID's inbound,
      -- the call account's local charge otherwise; increments not set fall back to the pricelist's.
      CASE k."direction" WHEN 'outbound' THEN round(rate."cost_per_min" * (100 + p."markup") / 100, 5)
        WHEN 'inbound' THEN d."cost" ELSE ca."local_charge_per_min" END AS "per_min",
      CASE k."direction" WHEN 'outbound' THEN rate."connect_cost" WHEN 'inbound' THEN d."connectcost" ELSE 0 END AS "connect",
      CASE k."direction" WHEN 'outbound' THEN rate."included_seconds" WHEN 'inbound' THEN d."includedseconds" ELSE 0 END AS "included",
      greatest(1, coalesce(nullif(CASE k."direction" WHEN 'outbound' THEN rate."init_inc" WHEN 'inbound' THEN d."init_inc" END, 0),
        p."init_inc", 60)) AS "init",
      greatest(1, coalesce(nullif(CASE k."direction" WHEN 'outbound' THEN rate."inc" WHEN 'inbound' THEN d."inc" END, 0),
        p."inc", 60)) AS "inc",
      -- Counted only where a limit asks for it (a scalar subquery in a CASE runs only when its branch is taken).
      CASE WHEN a."maxchannels" > 0 THEN (SELECT count(*) FROM "call_reservations" r
        WHERE r."account_id" = a."id" AND r."ended_at" IS NULL AND r."expires_at" > now()) ELSE 0 END AS "account_channels",
      CASE WHEN a."cps" > 0 THEN (SELECT count(*) FROM "call_reservations" r
        WHERE r."account_id" = a."id" AND r."created_at" > now() - interval '1 second') ELSE 0 END AS "account_started",
      CASE WHEN t."maxchannels" > 0 THEN (SELECT count(*) FROM "call_reservations" r
        WHERE r."trunk_id" = t."id" AND r."ended_at" IS NULL AND r."expires_at" > now()) ELSE 0 END AS "trunk_channels",
      CASE WHEN t."cps" > 0 THEN (SELECT count(*) FROM "call_reservations" r
        WHERE r."trunk_id" = t."id" AND r."created_at" > now() - interval '1 second') ELSE 0 END AS "trunk_started"
    FROM "asked" k
    LEFT JOIN "call_accounts" ca ON ca."id" = k."call_account_id"
    LEFT JOIN "call_account_holds" h ON h."call_account_id" = ca."id"
    LEFT JOIN "accounts" a ON a."id" = ca."main_account_id"
    LEFT JOIN "pricelists" p ON p."id" = ca."pricelist_id"
    LEFT JOIN LATERAL (
      (SELECT r."cost_per_min", r."connect_cost", r."included_seconds", r."init_inc", r."inc", true AS "found" FROM "rates" r
        WHERE k."direction" = 'outbound' AND r."id" = k."rate_id" AND r."pricelist_id" = p."id" AND r."enabled" AND starts_with(k."digits", r."prefix"))
      UNION ALL
      (SELECT r."cost_per_min", r."connect_cost", r."included_seconds", r."init_inc", r."inc", true AS "found" FROM "rates" r
        WHERE k."direction" = 'outbound' AND r."pricelist_id" = p."id" AND r."enabled"
          AND r."prefix" = ANY (ARRAY(SELECT left(k."digits", n) FROM generate_series(1, length(k."digits")) n))
        ORDER BY length(r."prefix") DESC LIMIT 1)
      LIMIT 1
    ) rate ON true
    LEFT JOIN "dids" d ON k."direction" = 'inbound' AND d."id" = k."did_id"
    LEFT JOIN "trunks" t ON t."id" = k."trunk_id"
    LEFT JOIN "call_reservations" known ON known."call_uuid" = k."uuid"
    ORDER BY k."ordinal"
  LOOP
    i := c."ordinal";
    v_ca := c."call_account_id"::text;
    v_account := c."main_account_id"::text;
    v_trunk := c."trunk_id"::text;
    IF NOT c."ca_found" THEN
      o_outcome[i] := c."refusal";
      o_reason[i] := c."reason";
    -- The switch asking again about the same call is answered what was decided the first time.
    ELSIF c."known" THEN
      o_outcome[i] := 'allowed';
      o_allowed[i] := c."known_allowed";
      o_held[i] := c."known_held"::text;
      o_per_min[i] := c."known_per_min"::text;
      o_connect[i] := c."known_connect"::text;
    ELSIF c."refusal" IS NOT NULL THEN
      o_outcome[i] := c."refusal";
      o_reason[i] := c."reason";
    ELSE
      o_per_min[i] := c."per_min"::text;
      o_connect[i] := c."connect"::text;
      IF c."maxchannels" > 0 AND c."account_channels" + coalesce((v_account_calls ->> v_account)::integer, 0) >= c."maxchannels" THEN
        o_outcome[i] := 'account_channels';
        o_reason[i] := format('Account %s has its %s calls in progress', c."account_number", c."maxchannels");
      ELSIF c."cps" > 0 AND c."account_started" + coalesce((v_account_calls ->> v_account)::integer, 0) >= c."cps" THEN
        o_outcome[i] := 'account_cps';
        o_reason[i] := format('Account %s started its %s calls of this second', c."account_number", c."cps");
      ELSIF c."trunk_maxchannels" > 0 AND c."trunk_channels" + coalesce((v_trunk_calls ->> v_trunk)::integer, 0) >= c."trunk_maxchannels" THEN
        o_outcome[i] := 'trunk_channels';
        o_reason[i] := format('Trunk %s has its %s calls in progress', c."trunk_name", c."trunk_maxchannels");
      ELSIF c."trunk_cps" > 0 AND c."trunk_started" + coalesce((v_trunk_calls ->> v_trunk)::integer, 0) >= c."trunk_cps" THEN
        o_outcome[i] := 'trunk_cps';
        o_reason[i] := format('Trunk %s started its %s calls of this second', c."trunk_name", c."trunk_cps");
      ELSE
        v_available := c."available" - coalesce((v_held ->> v_ca)::numeric, 0);
        v_budget := v_available - c."connect";
        IF c."per_min" <= 0 THEN
          IF v_budget < 0 THEN
            o_outcome[i] := 'insufficient';
            o_reason[i] := format('%s available does not pay the connect cost of %s', round(v_available, 5), c."connect");
          END IF;
          v_allowed := "p_max_seconds";
          v_charged := 0;
        ELSE
          v_affordable := CASE WHEN v_budget < 0 THEN -1 ELSE floor(v_budget * 60 / c."per_min") END;
          IF v_affordable < 0 OR (v_affordable < c."init" AND c."included" = 0) THEN
            o_outcome[i] := 'insufficient';
            o_reason[i] := format('%s available does not pay the connect cost and the first %s seconds at %s a minute',
              round(v_available, 5), c."init", round(c."per_min", 5));
          ELSE
            v_charged := CASE WHEN v_affordable < c."init" THEN 0 ELSE c."init" + ((v_affordable - c."init") / c."inc") * c."inc" END;
            v_allowed := c."included" + v_charged;
            IF v_allowed > "p_max_seconds" THEN
              v_allowed := "p_max_seconds";
              v_charged := CASE WHEN v_allowed <= c."included" THEN 0
                ELSE c."init" + ceil(greatest(0, v_allowed - c."included" - c."init")::numeric / c."inc") * c."inc" END;
            END IF;
          END IF;
        END IF;
        IF o_outcome[i] IS NULL THEN
          v_hold := round(c."connect" + c."per_min" * v_charged / 60, 5);
          o_outcome[i] := 'allowed';
          o_allowed[i] := v_allowed;
          o_held[i] := v_hold::text;
          o_per_min[i] := round(c."per_min", 5)::text;
          v_held := v_held || jsonb_build_object(v_ca, coalesce((v_held ->> v_ca)::numeric, 0) + v_hold);
          -- Counted only for the limits that count them.
          IF c."maxchannels" > 0 OR c."cps" > 0 THEN
            v_account_calls := v_account_calls || jsonb_build_object(v_account, coalesce((v_account_calls ->> v_account)::integer, 0) + 1);
          END IF;
          IF c."trunk_maxchannels" > 0 OR c."trunk_cps" > 0 THEN
            v_trunk_calls := v_trunk_calls || jsonb_build_object(v_trunk, coalesce((v_trunk_calls ->> v_trunk)::integer, 0) + 1);
          END IF;
          r_uuid := r_uuid || c."uuid";
          r_call_account := r_call_account || c."call_account_id";
          r_account := r_account || c."main_account_id";
          r_trunk := r_trunk || c."trunk_id";
          r_switch := r_switch || c."switch_name";
          r_direction := r_direction || c."direction";
          r_destination := r_destination || left(coalesce(c."number", ''), 64);
          r_per_min := r_per_min || c."per_min";
          r_connect := r_connect || c."connect";
          r_allowed := r_allowed || v_allowed::integer;
          r_held := r_held || v_hold;
        END IF;
      END IF;
    END IF;
  END LOOP;
  INSERT INTO "call_reservations" ("call_uuid", "call_account_id", "account_id", "trunk_id", "switch_name", "direction", "destination",
    "cost_per_min", "connect_cost", "allowed_seconds", "held", "expires_at")
  SELECT n."uuid", n."call_account", n."account", n."trunk", n."switch", n."direction", n."destination", n."per_min", n."connect", n."allowed", n."held",
    now() + make_interval(secs => n."allowed" + "p_margin_seconds")
  FROM unnest(r_uuid, r_call_account, r_account, r_trunk, r_switch, r_direction, r_destination, r_per_min, r_connect, r_allowed, r_held)
    AS n("uuid", "call_account", "account", "trunk", "switch", "direction", "destination", "per_min", "connect", "allowed", "held");
  SELECT coalesce(jsonb_agg(jsonb_build_object('outcome', o."outcome", 'allowed_seconds', o."allowed", 'held', o."held",
      'cost_per_min', o."per_min", 'connect_cost', o."connect", 'reason', o."reason") ORDER BY o."place"), '[]')
    INTO "decisions"
    FROM unnest(o_outcome, o_allowed, o_held, o_per_min, o_connect, o_reason) WITH ORDINALITY AS o("outcome", "allowed", "held", "per_min", "connect", "reason", "place");
  COMMIT;
  -- A transaction that writes no WAL commits without waiting for the disk, even with an id (the
  -- pg_current_xact_id() that rl_authorize_call_durably relied on): a logical message, which nothing
  -- reads, is the smallest WAL record that makes this commit wait for the flush.
  PERFORM pg_logical_emit_message(true, 'rl_authorize_calls', '');
END;
$$;
