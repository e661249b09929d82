-- business_payment_configs was in the schema from the start but no code reads or writes it: where a
-- business is paid lives in business_payouts (docs/decisions/0067). Nothing references the table.
DROP TABLE "business_payment_configs" CASCADE;