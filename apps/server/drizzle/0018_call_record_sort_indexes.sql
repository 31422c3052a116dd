DROP INDEX "call_records_cost_idx";--> statement-breakpoint
DROP INDEX "call_records_provider_cost_idx";--> statement-breakpoint
DROP INDEX "call_records_caller_sort_idx";--> statement-breakpoint
DROP INDEX "call_records_destination_sort_idx";--> statement-breakpoint
DROP INDEX "call_records_call_type_idx";--> statement-breakpoint
CREATE INDEX "call_records_cost_idx" ON "call_records" USING btree ("cost","callstart");--> statement-breakpoint
CREATE INDEX "call_records_provider_cost_idx" ON "call_records" USING btree ("provider_cost","callstart") WHERE "call_records"."provider_account_id" is not null;--> statement-breakpoint
CREATE INDEX "call_records_caller_sort_idx" ON "call_records" USING btree (("caller_id_number" collate "C"),"callstart");--> statement-breakpoint
CREATE INDEX "call_records_destination_sort_idx" ON "call_records" USING btree (("destination_number" collate "C"),"callstart","cost","billseconds");--> statement-breakpoint
CREATE INDEX "call_records_call_type_idx" ON "call_records" USING btree ("call_type","callstart");